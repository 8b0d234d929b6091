import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The dev server's module graph decides which modules an edit makes fresh. It runs in a process of
// its own here: its hooks change how that process imports.
const root = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'dev-graph-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const files: Record<string, string> = {
  // As in the project: .ts files are ES modules.
  'package.json': '{ "type": "module" }',
  // Imports a shape by name, and loads the data files by path on each call, like the content loader.
  'loader.ts': `import { shape } from './shape.ts';
import { pathToFileURL } from 'node:url';
export const load = async (file: string) => shape((await import(pathToFileURL(file).href)).default);`,
  'shape.ts': 'export const shape = (value: unknown) => ({ value });',
  'data.ts': 'export default 1;',
  'pipeline.ts': `export { load } from './loader.ts';`,
};
const script = `
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
const { ModuleGraph } = await import(${JSON.stringify(pathToFileURL(join(root, 'scripts/dev/graph.ts')).href)});
const dir = ${JSON.stringify(dir)};
const graph = new ModuleGraph(dir);
const pipeline = await import(pathToFileURL(join(dir, 'pipeline.ts')).href);
await pipeline.load(join(dir, 'data.ts'));
await graph.settle();
const names = (set) => [...set].map((file) => file.slice(dir.length + 1)).sort();
console.log(JSON.stringify({
  data: names(await graph.invalidate([join(dir, 'data.ts')])),
  shape: names(await graph.invalidate([join(dir, 'shape.ts')])),
  imports: names(graph.importsOf([join(dir, 'pipeline.ts')])),
}));
`;

describe('the dev server module graph', () => {
  it('makes fresh the importers of an edited module, but not a module that loads it by path on each call', () => {
    for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
    writeFileSync(join(dir, 'run.mjs'), script);
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(dir, 'run.mjs')], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const found = JSON.parse(run.stdout) as Record<string, string[]>;
    // data.ts is loaded by path: the loader's next call imports its new version, so nothing above it is made again.
    expect(found.data).toEqual(['data.ts']);
    // shape.ts is imported by name: the loader holds it, and so does everything that imports the loader.
    expect(found.shape).toEqual(['loader.ts', 'pipeline.ts', 'shape.ts']);
    // What a module imports still counts a load by path.
    expect(found.imports).toEqual(['data.ts', 'loader.ts', 'pipeline.ts', 'shape.ts']);
  });
});
