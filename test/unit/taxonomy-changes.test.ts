import { describe, expect, it } from 'vitest';
import { taxonomyChanges } from '../../model/taxonomy-changes.ts';
import { taxonomyEntries } from '../../model/taxonomy-file.ts';

const entries = [...taxonomyEntries().values()];
const english = new Set(entries.map((entry) => entry.english));
const scientific = new Set(entries.map((entry) => entry.scientific));

describe('the taxonomy changes a life list may carry', () => {
  it('lead to 2023 species only', () => {
    const missing = taxonomyChanges.flatMap((change) => change.into.filter((name) => !scientific.has(name)).map((name) => `${change.name} → ${name}`));
    expect(missing).toEqual([]);
  });

  it('name older taxa by names that 2023 no longer uses', () => {
    expect(taxonomyChanges.filter((change) => english.has(change.name)).map((change) => change.name)).toEqual([]);
    expect(taxonomyChanges.filter((change) => change.scientific && scientific.has(change.scientific)).map((change) => change.scientific)).toEqual([]);
  });

  it('split into two species or more and lump into one, each once', () => {
    for (const change of taxonomyChanges) expect(change.into.length, change.name).toSatisfy((n: number) => (change.kind === 'split' ? n >= 2 : n === 1));
    const names = taxonomyChanges.map((change) => change.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('hold the changes a birder of West Java meets: the egret splits of 2023 and the gull lump of 2017', () => {
    expect(taxonomyChanges).toContainEqual({ kind: 'split', name: 'Cattle Egret', into: ['Bubulcus ibis', 'Bubulcus coromandus'], version: '2023' });
    expect(taxonomyChanges).toContainEqual({
      kind: 'split',
      name: 'Intermediate Egret',
      into: ['Ardea intermedia', 'Ardea brachyrhyncha', 'Ardea plumifera'],
      version: '2023',
    });
    expect(taxonomyChanges).toContainEqual({ kind: 'lump', name: "Thayer's Gull", scientific: 'Larus thayeri', into: ['Larus glaucoides'], version: '2017' });
  });
});
