// `npm run dev`: builds the site in this process, serves it on 127.0.0.1 and rebuilds on every save
// only what the edit reaches, updating the open page in place; a failed build shows over the last
// good page and the server keeps running. The server lives in scripts/dev/server.ts (the rebuilds
// in scripts/pipeline/incremental.ts). Tests and benchmarks start this file by its path (scripts/dev/start.ts).
// Options: --port N (0 picks a free one), BASE_PATH, IMAGE_CACHE_DIR.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

// The production React build renders about four times faster (see scripts/build.ts); it must be
// chosen before React is first loaded.
process.env.NODE_ENV ??= 'production';
const { runDevServer } = await import('./dev/server.ts');

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { port: { type: 'string', default: '5173' } } });
const basePath = `/${(process.env.BASE_PATH ?? '/').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/');
if (!(await runDevServer({ root, port: Number(values.port), basePath }))) process.exit(1);
