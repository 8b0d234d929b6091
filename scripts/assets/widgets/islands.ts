// The island registry, crawled from widgets/islands/ as Fresh crawls its islands folder: each
// module's default export is an island, named by the module's file name. The render context
// carries it, so templates name an island by its component alone and stay free of file access.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import type { IslandRegistry } from '../../../templates/render.tsx';
import { BuildError } from '../../lib/build-error.ts';

/** The islands a build may render: component → name for templates, name → module file for the bundles. */
export interface Islands {
  registry: IslandRegistry;
  files: ReadonlyMap<string, string>;
}

/** Imports every `.tsx` module of widgets/islands/; its default export is the island named after the file. */
export async function crawlIslands(root: string): Promise<Islands> {
  const dir = join(root, 'widgets', 'islands');
  // biome-ignore lint/suspicious/noExplicitAny: components of every props type share one registry; their props are checked where each is used.
  const registry = new Map<ComponentType<any>, string>();
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir)
    .filter((f) => f.endsWith('.tsx'))
    .sort()) {
    const file = join(dir, entry);
    const component: unknown = (await import(pathToFileURL(file).href)).default;
    if (typeof component !== 'function') {
      throw new BuildError('IslandWithoutComponent', 'an island module has no component as its default export', {
        file: relative(root, file),
        expected: 'export default function <Name>(props) { … }',
        found: typeof component,
      });
    }
    const name = entry.slice(0, -'.tsx'.length);
    // biome-ignore lint/suspicious/noExplicitAny: components of every props type share one registry; their props are checked where each is used.
    registry.set(component as ComponentType<any>, name);
    files.set(name, file);
  }
  return { registry, files };
}

/**
 * The templates that pass `<Island>` a component not imported from widgets/islands/: read only
 * when a render has failed on one, to name the file and line where it happens.
 */
export function strayIslandCalls(root: string, dirs = ['templates', 'test']): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.tsx')) found.push(...strayCallsIn(root, path));
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return found;
}

function strayCallsIn(root: string, file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const stray: string[] = [];
  for (const call of source.matchAll(/<Island\b[^>]*?\bcomponent=\{(\w+)\}/gs)) {
    const ident = call[1]!;
    const from = new RegExp(`import\\s+(?:${ident}\\b|[^;]*?\\{[^}]*\\b${ident}\\b[^}]*\\})[^;]*?from\\s+['"]([^'"]+)['"]`).exec(source)?.[1];
    if (from && /(^|\/)widgets\/islands\/[^/]+\.tsx$/.test(from)) continue;
    const line = source.slice(0, call.index).split('\n').length;
    stray.push(`${relative(root, file)}:${line} (${ident}${from ? ` from ${from}` : ''})`);
  }
  return stray;
}
