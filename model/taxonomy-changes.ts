// Species that a life list made before eBird/Clements 2023 may still carry under an older concept.
// A split leaves the birder unable to say which daughter they saw, so the list counts none of them
// (each stays a possible lifer); a lump folds the older species into the one it is now part of.
// Only changes checked against the Clements Checklist updates named on each, with every 2023 name
// in model/taxonomy-2023.csv (test/unit/taxonomy-changes.test.ts holds them to it).

/** A taxonomy change between an older eBird/Clements version and 2023 that a life list may still carry. */
export interface TaxonChange {
  kind: 'split' | 'lump';
  /** The older English name a row or a pasted line may carry ("Intermediate Egret"). */
  name: string;
  /** Its older scientific name, where it differs from every 2023 name ("Larus thayeri"), else undefined. */
  scientific?: string;
  /** The 2023 species it became (split: every daughter; lump: the one species), as 2023 scientific names. */
  into: string[];
  /** The Clements version that made the change ("2023"). */
  version: string;
}

/** The changes up to eBird/Clements 2023 that the life-list reader knows. */
export const taxonomyChanges: TaxonChange[] = [
  // Clements Checklist update 2023: Cattle Egret split into Western and Eastern Cattle Egret.
  { kind: 'split', name: 'Cattle Egret', into: ['Bubulcus ibis', 'Bubulcus coromandus'], version: '2023' },
  // Clements Checklist update 2023: Intermediate Egret split into Medium, Yellow-billed and Plumed Egret.
  { kind: 'split', name: 'Intermediate Egret', into: ['Ardea intermedia', 'Ardea brachyrhyncha', 'Ardea plumifera'], version: '2023' },
  // Clements Checklist update 2023: Northern Goshawk split into Eurasian and American Goshawk.
  { kind: 'split', name: 'Northern Goshawk', into: ['Accipiter gentilis', 'Accipiter atricapillus'], version: '2023' },
  // Clements Checklist update 2021: Mew Gull split into Common Gull and Short-billed Gull.
  { kind: 'split', name: 'Mew Gull', into: ['Larus canus', 'Larus brachyrhynchus'], version: '2021' },
  // Clements Checklist update 2017: Thayer's Gull lumped into Iceland Gull.
  { kind: 'lump', name: "Thayer's Gull", scientific: 'Larus thayeri', into: ['Larus glaucoides'], version: '2017' },
];
