// A JSON Schema for each kind of content file, made from its zod schema (model/schema/files.ts), and the
// editor settings that check each file against its schema as the owner types: VS Code with the
// YAML extension (redhat.vscode-yaml) completes field names, offers the values of a list and marks
// a wrong one. The files are written by `npm run schemas` and kept in the repository (the editor
// reads them without a build); a test keeps them equal to what the schemas make.
import { z } from 'zod';
import { contentFiles, type ContentFileKind } from '../../model/schema/files.ts';

/** Where the JSON Schemas are written, relative to the project. */
export const schemaFolder = 'model/json-schema';

/** The JSON Schema of one kind of content file. */
export function jsonSchemaOf(kind: ContentFileKind): Record<string, unknown> {
  const { schema, files } = contentFiles[kind];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-07' }) as Record<string, unknown>;
  if (kind === 'tour') withoutPackages(json);
  return { $comment: `Made by npm run schemas from model/schema/files.ts: the shape of ${files}. Do not edit.`, title: `${kind} (${files})`, ...json };
}

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema is walked loosely, a node's fields read where they are.
type Json = Record<string, any>;

/** A tour file's page holds the tab sets' words only: their packages are files of content/packages/. */
function withoutPackages(json: Json): void {
  const page = json.properties?.page as Json | undefined;
  for (const part of ['packages', 'adventure', 'birding']) {
    const section = page?.properties?.[part] as Json | undefined;
    if (!section?.properties) continue;
    delete section.properties.items;
    delete section.properties.extended;
    const group = section.properties.groups?.items as Json | undefined;
    if (group?.properties) {
      delete group.properties.packages;
      group.required = (group.required as string[] | undefined)?.filter((name) => name !== 'packages');
    }
  }
}

/** Every schema file, by its path relative to the project, as text. */
export function schemaFiles(): Map<string, string> {
  const out = new Map<string, string>();
  const settings: Record<string, string[]> = {};
  for (const kind of Object.keys(contentFiles) as ContentFileKind[]) {
    const file = `${schemaFolder}/${kind}.json`;
    out.set(file, `${JSON.stringify(jsonSchemaOf(kind), null, 2)}\n`);
    settings[`./${file}`] = [contentFiles[kind].files];
  }
  // The editor settings: each content file checked against its schema.
  out.set(
    '.vscode/settings.json',
    `${JSON.stringify({ 'yaml.schemas': settings, 'yaml.validate': true, 'yaml.completion': true, 'files.associations': { '*.yaml': 'yaml' } }, null, 2)}\n`,
  );
  out.set('.vscode/extensions.json', `${JSON.stringify({ recommendations: ['redhat.vscode-yaml'] }, null, 2)}\n`);
  return out;
}
