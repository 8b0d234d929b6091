// `npm run preview`: serves dist/ as a static host would (404.html for unknown paths, /x → /x/).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startStaticServer } from './serve.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { port: { type: 'string', default: '4173' }, base: { type: 'string' }, dir: { type: 'string' } } });
const dir = values.dir ?? resolve(root, 'dist');
if (!existsSync(dir)) {
  console.error(`${dir} does not exist: run npm run build first.`);
  process.exit(1);
}
const basePath = values.base ?? process.env.BASE_PATH ?? '/';
const { url } = await startStaticServer({ dir, port: Number(values.port), basePath: `/${basePath.replace(/^\/+|\/+$/g, '')}/`.replace('//', '/') });
console.log(`Previewing ${dir} at ${url} (Ctrl+C to stop)`);
