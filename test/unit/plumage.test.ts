// Stand-in birds are drawn in colours from content/species/plumage.ts: the file passes its schema,
// and a bad entry is reported with the file, field, what was expected and what was found.
import { describe, expect, it } from 'vitest';
import plumageFile from '../../content/species/plumage.ts';
import { plumageSchema } from '../../model/plumage.ts';
import { birds } from '../../content/species/birds.ts';
import { plumage, plumageOf } from '../../scripts/assets/images/stand-ins/plumage.ts';
import { BuildError } from '../../scripts/lib/build-error.ts';

describe('plumage data', () => {
  it('passes its schema, keyed by eBird codes of the bird records', () => {
    expect(plumageSchema.safeParse(plumageFile).success).toBe(true);
    const codes = new Set(birds.map((b) => b.id));
    for (const code of Object.keys(plumage())) expect(codes.has(code), code).toBe(true);
  });

  it('rejects a colour that is not hex and a code that is not a record', () => {
    const bad = plumageSchema.safeParse({ javtro1: { ...plumageFile.javtro1, bill: 'red' }, javtro9: plumageFile.javtro1 });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['javtro1.bill', 'javtro9']));
  });

  it('stops the build for a species drawn without an entry, naming the file and the picture', () => {
    let error: unknown;
    try {
      plumageOf('whwduc1', 'image "birds/white-winged-duck"');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).code).toBe('PlumageInvalid');
    expect((error as BuildError).details).toMatchObject({ file: 'content/species/plumage.ts', field: 'whwduc1', found: 'nothing (no entry)' });
  });
});
