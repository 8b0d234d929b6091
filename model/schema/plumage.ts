// Colours a stand-in bird is drawn in, per species, so a drawing can be checked against a field
// guide: content/species/plumage.yaml. Keys are eBird codes of the bird records; values hex colours.
import { z } from 'zod';
import { closest } from '../suggest.ts';

/** The drawings a bird can take (scripts/stand-ins/art/birds.ts draws each). */
export const birdShapes = [
  'raptor',
  'trogon',
  'kingfisher',
  'heron',
  'egret',
  'stork',
  'ibis',
  'shorebird',
  'tern',
  'duck',
  'peafowl',
  'gamebird',
  'hornbill',
  'pitta',
  'sunbird',
  'owl',
  'frogmouth',
  'songbird',
] as const;
export type BirdShapeName = (typeof birdShapes)[number];

const hex = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a hex colour such as #5a4632');

/** One species' plumage: the four main parts, optional details, and the drawing it takes. */
export const plumageEntry = z.strictObject({
  shape: z.enum(birdShapes),
  /** Back and mantle. */
  upperparts: hex,
  /** Breast and belly. */
  underparts: hex,
  /** Crown, face and nape, unless cap or mask say otherwise. */
  head: hex,
  bill: hex,
  /** Folded wing; upperparts when absent. */
  wing: hex.optional(),
  /** Tail; upperparts when absent. */
  tail: hex.optional(),
  /** Chin and throat; underparts when absent. */
  throat: hex.optional(),
  /** A band from the bill through the eye (a tern's or shrike's mask, a babbler's eye-stripe). */
  mask: hex.optional(),
  /** Crown, when it differs from the head (a tern's black cap). */
  cap: hex.optional(),
  /** A crest, ear tufts or plumes on the head, or a hornbill's casque, in this colour. */
  crest: hex.optional(),
  /** A ring round the neck (Collared Kingfisher's white collar). */
  collar: hex.optional(),
  /** Spots over the upperparts (Spotted Crocias, a frogmouth's scapulars, a golden-plover's spangles). */
  spots: hex.optional(),
  /** Bars or streaks across the underparts (a hawk-eagle's barred belly, a scops owl's streaks). */
  bars: hex.optional(),
  /** A band across the breast (Small Blue Kingfisher's blue band). */
  band: hex.optional(),
  /** A bar or patch on the folded wing (Pied Bushchat's white shoulder). */
  wingbar: hex.optional(),
  legs: hex.optional(),
  /** Iris. */
  eye: hex.optional(),
  /** The bill's form, where the shape's usual bill would be wrong (a Whimbrel's down-curved bill). */
  billForm: z.enum(['short', 'long', 'decurved', 'upturned']).optional(),
});

/** The plumage file: eBird code → plumage; every code a bird record of content/species/birds/. */
export const plumageSchemaFor = (known: readonly string[]) =>
  z.record(z.string(), plumageEntry).superRefine((record, ctx) => {
    for (const code of Object.keys(record)) {
      if (known.includes(code)) continue;
      ctx.addIssue({
        code: 'custom',
        path: [code],
        message: 'must be the eBird code of a bird record in content/species/birds/',
        params: { suggestions: closest(code, known) },
      });
    }
  });

export type PlumageEntry = z.infer<typeof plumageEntry>;
export type Plumage = Record<string, PlumageEntry>;
