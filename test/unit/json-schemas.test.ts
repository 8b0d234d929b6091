import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { globSync } from 'glob';
import { describe, expect, it } from 'vitest';
import { contentFiles, type ContentFileKind } from '../../model/schema/files.ts';
import { jsonSchemaOf, schemaFiles } from '../../scripts/cms/json-schema.ts';
import { readYaml } from '../../scripts/content/yaml.ts';
import { root } from '../helpers/render.ts';

// The JSON Schemas an editor checks content files against as they are typed: kept equal to what the
// zod schemas make, and every content file passes its own (an editor never flags a good file), while
// a wrong value is flagged as the build would refuse it.
const ajv = new Ajv({ allErrors: true, strict: false });

describe('the JSON Schemas of the content files', () => {
  it('are what `npm run schemas` writes from model/schema/files.ts', () => {
    for (const [file, text] of schemaFiles()) expect(readFileSync(join(root, file), 'utf8'), `${file}: run npm run schemas`).toBe(text);
  });

  it('take every content file of the project, each checked against the schema of its folder', () => {
    let checked = 0;
    for (const kind of Object.keys(contentFiles) as ContentFileKind[]) {
      const validate = ajv.compile(jsonSchemaOf(kind));
      const files = globSync(contentFiles[kind].files, { cwd: root });
      expect(files.length, kind).toBeGreaterThan(0);
      for (const file of files) {
        const ok = validate(readYaml(join(root, file), file).value);
        expect(ok ? [] : validate.errors, file).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBe(globSync('content/**/*.yaml', { cwd: root, ignore: ['content/photos/**'] }).length);
  });

  it('flag a misspelt field, a value outside a list and a wrong type', () => {
    const validate = ajv.compile(jsonSchemaOf('package'));
    expect(validate({ tour: 'birding', id: 'x', title: 'X', duration: '2 Days', grade: 'Hard', titel: 'X' })).toBe(false);
    const messages = validate.errors!.map((e) => `${e.instancePath} ${e.message}`);
    expect(messages).toEqual(expect.arrayContaining(['/grade must be equal to one of the allowed values', ' must NOT have additional properties']));
    const site = ajv.compile(jsonSchemaOf('site-entry'));
    expect(site({ id: 'x', name: 'X', region: 'R', area: 'A', habitat: 'H', altitude: { min: '0', max: 10 }, access: 'A', coordinates: [-6, 106] })).toBe(
      false,
    );
    expect(site.errors!.map((e) => e.instancePath)).toContain('/altitude/min');
  });
});
