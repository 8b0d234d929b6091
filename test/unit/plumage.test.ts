// Stand-in birds are drawn in colours from content/species/plumage.yaml: the file passes its schema,
// a bad entry is reported with the file, line, field, what was expected and what was found, and a
// species without an entry is drawn as a neutral grey silhouette instead of stopping the build.
import { describe, expect, it } from 'vitest';
import { plumageSchemaFor } from '../../model/schema/plumage.ts';
import { readPlumage } from '../../scripts/content/plumage.ts';
import { drawnWithoutPlumage, neutralPlumage, plumageOf } from '../../scripts/stand-ins/plumage.ts';
import { shippedContentDir, shippedLists, shippedPlumage } from '../helpers/shipped.ts';

const plumageFile = shippedPlumage();
const codes = shippedLists().birds.map((b) => b.id);
// As the content step reads it, against the shipped bird records.
const species = new Map(codes.map((id) => [id, { id, kind: 'bird' }])) as unknown as Parameters<typeof readPlumage>[1]['species'];
const plumage = readPlumage({ contentDir: shippedContentDir, root: process.cwd() }, { species });

describe('plumage data', () => {
  it('passes its schema, keyed by eBird codes of the bird records', () => {
    expect(plumageSchemaFor(codes).safeParse(plumageFile).success).toBe(true);
    for (const code of Object.keys(plumage)) expect(codes.includes(code), code).toBe(true);
  });

  it('rejects a colour that is not hex and a code that is not a record', () => {
    const bad = plumageSchemaFor(codes).safeParse({ javtro1: { ...plumageFile.javtro1, bill: 'red' }, javtro9: plumageFile.javtro1 });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['javtro1.bill', 'javtro9']));
  });

  it('draws a species without an entry in neutral greys and remembers it for the launch list', () => {
    const code = codes.find((c) => !(c in plumage));
    expect(code, 'a bird record without plumage').toBeDefined();
    expect(plumageOf(plumage, code!, 'duck')).toEqual(neutralPlumage('duck'));
    expect(drawnWithoutPlumage.has(code!)).toBe(true);
    // A species with an entry keeps its own colours.
    expect(plumageOf(plumage, 'javtro1')).toEqual(plumage.javtro1);
  });
});
