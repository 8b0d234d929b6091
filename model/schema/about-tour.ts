import { z } from 'zod';
import { imageRef, internalPath, sourced, text } from './common.ts';
import { birdId } from './species.ts';

// /about-tour: key bird species, seasons, feature cards, the company's legal details.
// Shapes and the counts the spec fixes; the exact texts are pinned in test/unit/about-tour.test.ts.

/** Icons a feature card may carry (drawn by templates/about/icons.tsx). */
const featureIcons = ['binoculars', 'users', 'leaf', 'camera', 'shield', 'heart', 'compass', 'home'] as const;

export const featureCard = z.strictObject({ icon: z.enum(featureIcons), title: text, description: text });
export type FeatureCard = z.infer<typeof featureCard>;

/** The statuses a key species may carry. */
const speciesStatuses = ['Endemic to Java', 'Rare Endemic', 'Vulnerable'] as const;

/** A key species: a bird of the species records (its names, habitat and note print), with the status the page gives it. */
const birdSpecies = z.strictObject({
  id: birdId,
  image: imageRef,
  status: z.enum(speciesStatuses),
});

// A figure that ages (species recorded, staff) says where it comes from and when it was last checked.
const figure = z.strictObject({ value: text, label: text, provenance: sourced.optional() });

/** The subjects of the code of conduct, each drawn with its own icon (templates/about/conduct.tsx). */
export const conductTopics = ['playback', 'baiting', 'nests', 'lights', 'distance', 'drones', 'groups'] as const;

/** The operator's field rules: one card per subject, the rule in a few sentences. */
const conduct = z.strictObject({
  heading: text,
  lead: text,
  rules: z
    .array(z.strictObject({ topic: z.enum(conductTopics), title: text, points: z.array(text).min(1, 'must say at least one thing') }))
    .min(1, 'must hold at least one rule')
    .refine((rules) => new Set(rules.map((r) => r.topic)).size === rules.length, 'must name each topic once'),
  /** What a guest may expect when a rule costs a sighting: said once, under the rules. */
  closing: text,
});

/** A sample itinerary points at a real package, so its days are written once, on the tour page. */
const sampleItinerary = z.strictObject({
  /** The id of its tour (content/tours/) and of a package of that tour with a day-by-day itinerary, checked by model/rules.ts. */
  tour: text,
  packageId: text,
  summary: text,
});

export const aboutTourSchema = z
  .strictObject({
    lead: text,
    highlights: z.array(featureCard).min(1, 'must hold at least one highlight card'),
    keySpecies: z.strictObject({
      heading: text,
      lead: text,
      items: z.array(birdSpecies).min(1, 'must hold at least one key species'),
    }),
    tours: z
      .array(z.strictObject({ title: text, description: text, href: internalPath, image: imageRef, linkLabel: text }))
      .min(1, 'must hold at least one tour card'),
    itineraries: z.strictObject({ heading: text, lead: text, items: z.array(sampleItinerary).min(1, 'must hold at least one sample itinerary') }),
    conservation: z.strictObject({
      heading: text,
      lead: text,
      figures: z.array(figure).min(1),
      community: z.strictObject({ heading: text, text: text, points: z.array(text).min(1) }),
    }),
    /** The birding code of conduct: the operator's policy in the field. */
    conduct,
    /** Heading and lead only: the seasons themselves are content/seasons.yaml, shared with Ujung Kulon. */
    seasons: z.strictObject({ heading: text, lead: text }),
    whatToBring: z.array(text).min(1),
    whatsIncluded: z.array(text).min(1),
    company: z.strictObject({ heading: text, profile: z.array(text).min(1) }),
  })
  .superRefine((data, ctx) => {
    const ids = data.keySpecies.items.map((s) => s.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i)
        ctx.addIssue({ code: 'custom', path: ['keySpecies', 'items', i, 'id'], message: `must not repeat a species — found "${id}" twice` });
    });
  });

export type AboutTourInput = z.input<typeof aboutTourSchema>;
export type AboutTour = z.infer<typeof aboutTourSchema>;
