// Stand-in birds are drawn in colours from content/species/plumage.yaml: the file passes its schema,
// a bad entry is reported with the file, line, field, what was expected and what was found, and a
// species without an entry is drawn as a neutral grey silhouette instead of stopping the build.
import { describe, expect, it } from 'vitest';
import { plumageSchemaFor } from '../../model/plumage.ts';
import { drawnWithoutPlumage, hasPlumage, neutralPlumage, plumage, plumageOf } from '../../scripts/stand-ins/plumage.ts';
import { shippedLists, shippedPlumage } from '../helpers/shipped.ts';

const plumageFile = shippedPlumage();
const codes = shippedLists().birds.map((b) => b.id);

describe('plumage data', () => {
  it('passes its schema, keyed by eBird codes of the bird records', () => {
    expect(plumageSchemaFor(codes).safeParse(plumageFile).success).toBe(true);
    for (const code of Object.keys(plumage())) expect(codes.includes(code), code).toBe(true);
  });

  it('rejects a colour that is not hex and a code that is not a record', () => {
    const bad = plumageSchemaFor(codes).safeParse({ javtro1: { ...plumageFile.javtro1, bill: 'red' }, javtro9: plumageFile.javtro1 });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['javtro1.bill', 'javtro9']));
  });

  it('draws a species without an entry in neutral greys and remembers it for the launch list', () => {
    const code = codes.find((c) => !hasPlumage(c));
    expect(code, 'a bird record without plumage').toBeDefined();
    expect(plumageOf(code!, 'image "a test"', 'duck')).toEqual(neutralPlumage('duck'));
    expect(drawnWithoutPlumage.has(code!)).toBe(true);
    // A species with an entry keeps its own colours.
    expect(plumageOf('javtro1', 'image "birds/javan-trogon"')).toEqual(plumage().javtro1);
  });
});
