// `npm run schemas`: writes the JSON Schema of every kind of content file (model/json-schema/) and
// the editor settings that use them (.vscode/). Run it after a change to a schema in model/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { schemaFiles } from './cms/json-schema.ts';

const root = resolve(import.meta.dirname, '..');
for (const [file, text] of schemaFiles()) {
  mkdirSync(dirname(resolve(root, file)), { recursive: true });
  writeFileSync(resolve(root, file), text);
}
console.log(`schemas: wrote ${schemaFiles().size} files (model/json-schema/, .vscode/settings.json).`);
