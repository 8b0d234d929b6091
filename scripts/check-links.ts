// `npm run check:links`: crawls dist/ served like a static host and fails on any internal link,
// #fragment or asset that does not resolve, and on any link of a scheme not allowed, naming the page
// and the source line that write it. Outbound links are checked by syntax offline;
// `npm run check:links -- --external` also requests each https link (needs a network).
// The checks live in scripts/links/check.ts.
// Options: --dir DIR (default dist/), --base /sub/ (or BASE_PATH), --content DIR (the content the site
// was built from, default content/).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkLinks } from './links/check.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { external: { type: 'boolean', default: false }, dir: { type: 'string' }, base: { type: 'string' }, content: { type: 'string' } },
});
const ok = await checkLinks({
  root,
  dir: resolve(values.dir ?? resolve(root, 'dist')),
  basePath: `/${(values.base ?? process.env.BASE_PATH ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/'),
  contentDir: resolve(values.content ?? resolve(root, 'content')),
  external: values.external,
});
if (!ok) process.exit(1);
