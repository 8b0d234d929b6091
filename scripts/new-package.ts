// `npm run new:package -- <tour-slug> "<Title>"`: adds a package to a tour's content file
// (content/<tour-slug>.ts) as a copy of its first package, under a new id made from the title, every
// copied word marked `# SAMPLE` so `npm run check:launch` lists it until it is rewritten. Where the
// tour's packages are tabs of single packages (`items`) the copy joins them as the last tab; where
// they are tabs of sub-tabs (`groups`), it joins the first group as its last sub-tab. The next build
// shows it; nothing outside content/ changes.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { slugify } from '../model/slug.ts';
import { addPackage } from './scaffold/source.ts';

const root = resolve(import.meta.dirname, '..');
const [slug, title, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
const contentDir = resolve(process.env.CONTENT_DIR ?? resolve(root, 'content'));

function fail(message: string): never {
  console.error(`new:package: ${message}`);
  process.exit(1);
}

if (!slug || !title || rest.length > 0)
  fail('usage: npm run new:package -- <tour-slug> "<Title>"   (for example: npm run new:package -- birding-tour "4 Days West Java Birding")');
const file = resolve(contentDir, `${slug}.ts`);
if (!existsSync(file)) fail(`there is no content/tours/${slug}.yaml: the tour slug is the name of its content file (birding-tour, mammals-tour, …)`);
const id = slugify(title);
if (!id) fail(`the title "${title}" has no letters or digits to make an id from`);

const source = readFileSync(file, 'utf8');
const result = addPackage(source, { id, title });
if ('error' in result) fail(`content/tours/${slug}.yaml: ${result.error}`);
writeFileSync(file, result.source);
console.log(`new:package: added "${title}" (id ${id}) to ${relative(process.cwd(), file)} at line ${result.line}, a copy of its first package.`);
console.log('Rewrite every line marked // SAMPLE (npm run check:launch lists them), then npm run build.');
