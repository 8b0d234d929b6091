import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The engine layer reads dist/: say so once, before any engine starts. Each engine's file serves it itself (server.ts). */
export default function setup() {
  const dir = resolve(import.meta.dirname, '../../dist');
  if (!existsSync(resolve(dir, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first (npm test does it for you).');
}
