// The project's module graph as node loads it, and fresh module instances after an edit.
import { rmSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';

/** Import edges between project files (absolute paths), learnt from node's resolver as modules load. */
export class ModuleGraph {
  private readonly importers = new Map<string, Set<string>>();
  private readonly imports = new Map<string, Set<string>>();
  private readonly versions = new Map<string, number>();
  private generation = 0;
  private readonly versionsFile = join(tmpdir(), `dev-module-versions-${process.pid}.json`);

  constructor(root: string) {
    const { port1, port2 } = new MessageChannel();

    port1.on('message', (message: { edge: [string, string]; byPath: boolean }) =>
      this.add(fileURLToPath(message.edge[0]), fileURLToPath(message.edge[1]), message.byPath),
    );
    port1.unref();
    writeFileSync(this.versionsFile, '{}');
    process.on('exit', () => rmSync(this.versionsFile, { force: true }));
    register('./hooks.mjs', {
      parentURL: import.meta.url,
      data: { port: port2, root: `${pathToFileURL(root).href}/`, versionsFile: this.versionsFile },
      transferList: [port2],
    });
  }

  /**
   * Notes that `from` imports `to`. An import by path (`import(pathToFileURL(file).href)`: the
   * content loader's, the island crawl's) runs on each call and so resolves to the file's version
   * of the moment: an edit of `to` leaves `from` as it is, and it is not among `to`'s importers.
   */
  private add(from: string, to: string, byPath: boolean) {
    if (!this.imports.has(from)) this.imports.set(from, new Set());
    this.imports.get(from)!.add(to);
    if (byPath) return;
    if (!this.importers.has(to)) this.importers.set(to, new Set());
    this.importers.get(to)!.add(from);
  }

  /** `files` and every module that imports one of them, directly or not. */
  importersOf(files: Iterable<string>): Set<string> {
    return this.walk(files, this.importers);
  }

  /** `files` and every module they import, directly or not. */
  importsOf(files: Iterable<string>): Set<string> {
    return this.walk(files, this.imports);
  }

  private walk(files: Iterable<string>, edges: Map<string, Set<string>>): Set<string> {
    const seen = new Set(files);
    const queue = [...seen];
    while (queue.length > 0) {
      for (const next of edges.get(queue.pop()!) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return seen;
  }

  /**
   * Gives the changed files and their importers new versions, so the next import() of any of them
   * evaluates a fresh copy; returns those modules.
   */
  async invalidate(changed: Iterable<string>): Promise<Set<string>> {
    const stale = this.importersOf(changed);
    if (stale.size === 0) return stale;
    const id = ++this.generation;
    for (const file of stale) this.versions.set(pathToFileURL(file).href, id);
    writeFileSync(this.versionsFile, JSON.stringify(Object.fromEntries(this.versions)));
    return stale;
  }

  /** Lets the edges of modules just loaded arrive (the resolver's thread posts them as it resolves). */
  async settle(): Promise<void> {
    for (let i = 0; i < 3; i++) await new Promise((done) => setImmediate(done));
  }
}
