// `npm run hosts`: writes the nginx, Caddy and CloudFront configs into hosts/ from
// scripts/write/headers.ts (the build writes Apache's dist/.htaccess itself).
// Options: --base /sub/ for a site built under a sub-folder, --out DIR (default hosts/).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { hostConfigFiles } from './write/host-configs.ts';
import { normaliseBasePath } from './content/site.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { base: { type: 'string' }, out: { type: 'string' } } });
const basePath = normaliseBasePath(values.base ?? process.env.BASE_PATH ?? '/');
const out = resolve(values.out ?? join(root, 'hosts'));
for (const { path, contents } of hostConfigFiles(basePath)) {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), contents);
  console.log(`wrote ${join(out, path)} (base path ${basePath})`);
}
