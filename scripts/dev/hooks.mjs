// Module hooks of the dev server (registered by scripts/dev/graph.ts). Every project file's URL gets
// the version the dev server last gave it (`?v=3`): after an edit, the changed file and everything
// that imports it get new versions, so the next import() evaluates fresh copies of just those
// modules while the rest (and node_modules) stay cached. Each import edge is reported back, which is
// the module graph the dev server decides from.
// The versions are read from a file the dev server writes before it imports: a message to this
// thread could still be unread when the import it was meant for is resolved.
import { readFileSync } from 'node:fs';

/** @type {import('node:worker_threads').MessagePort} */
let port;
let root = '';
let versionsFile = '';
let read = '';
let versions = {};

export function initialize(data) {
  port = data.port;
  root = data.root;
  versionsFile = data.versionsFile;
  port.unref();
}

function versionOf(url) {
  const text = readFileSync(versionsFile, 'utf8');
  if (text !== read) {
    read = text;
    versions = JSON.parse(text);
  }
  return versions[url];
}

export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (!result.url.startsWith(root) || result.url.includes('/node_modules/')) return result;
  const url = result.url.split('?')[0];
  const parent = context.parentURL?.split('?')[0];
  // A specifier that is a file URL is an import by path, made on each call (the project's own
  // imports name files relatively): see ModuleGraph.add.
  if (parent?.startsWith(root)) port.postMessage({ edge: [parent, url], byPath: specifier.startsWith('file:') });
  const version = versionOf(url);
  return version ? { ...result, url: `${url}?v=${version}` } : result;
}
