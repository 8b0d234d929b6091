import { z } from 'zod';
import { siteId } from './sites.ts';
import { imageRef, text } from './common.ts';
import { birdId } from './species.ts';

// The home page: hero, banner, about, stats, why-with-us, tours, species explorer, places to visit,
// team and testimonials. How many of each the business shows today is pinned in test/spec/values.ts.

/**
 * What the route map on the home page shows (degrees; south of the equator is negative): Java,
 * southern Sumatra and Bali. Every visit location must lie inside it (scripts/assets/map/ draws it).
 */
export const visitMapBounds = { west: 104, east: 116, south: -9, north: -3.5 } as const;

const { west, east, south, north } = visitMapBounds;
const onTheMap = 'inside the route map (Java, southern Sumatra, Bali)';
const latitudeRange = `must be a latitude from ${south} to ${north} (south of the equator is negative), ${onTheMap}`;
const longitudeRange = `must be a longitude from ${west} to ${east}, ${onTheMap}`;
const latitude = z.number().min(south, latitudeRange).max(north, latitudeRange);
const longitude = z.number().min(west, longitudeRange).max(east, longitudeRange);

export const visitTypes = [
  'National Park',
  'Forest Park',
  'Marine Area',
  'Coastal Area',
  'Island',
  'Mountain Area',
  'Botanical Garden',
  'Mangrove Area',
  'Volcano',
] as const;
export type VisitType = (typeof visitTypes)[number];

/** Lucide icons the home templates can draw; templates/home/icons.tsx maps each name to its component. */
export const homeIconNames = [
  'Binoculars',
  'Bird',
  'Camera',
  'CloudFog',
  'Droplets',
  'Flower2',
  'Leaf',
  'Mountain',
  'Sprout',
  'TreePalm',
  'Trees',
  'Waves',
] as const;
export type HomeIconName = (typeof homeIconNames)[number];
const icon = z.enum(homeIconNames);

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a hex colour such as #14532d');

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** Contrast ratio of white text on a colour. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

// White text sits on the location colours, so both ends of the gradient must reach 4.5:1.
const locationColour = hexColor.refine((hex) => contrastWithWhite(hex) >= 4.5, {
  message: 'must be dark enough for white text (contrast 4.5:1 or more); pick a darker shade',
});

const explorerLocation = z.strictObject({
  id: text,
  name: text,
  /** Short line under the name in the panel. */
  summary: text,
  icon,
  colors: z.strictObject({ from: locationColour, to: locationColour }),
  /** Ids of the content/species records, most wanted first. */
  species: z.array(birdId),
  photos: z.array(imageRef),
});

const explorer = z.strictObject({
  heading: text,
  lead: text,
  locations: z
    .array(explorerLocation)
    .min(1, 'must list at least one location')
    .superRefine((locations, ctx) => {
      const ids = locations.map((l) => l.id);
      locations.forEach((location, i) => {
        if (ids.indexOf(location.id) !== i) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `must be unique (found "${location.id}" twice)` });
        if (new Set(location.species).size !== location.species.length) {
          ctx.addIssue({ code: 'custom', path: [i, 'species'], message: 'must not list a species twice' });
        }
        location.photos.forEach((photo, n) => {
          if (photo.id !== `locations/${location.id}/${n + 1}`) {
            ctx.addIssue({
              code: 'custom',
              path: [i, 'photos', n, 'id'],
              message: `must be "locations/${location.id}/${n + 1}" (photos are numbered from 1 in order)`,
            });
          }
        });
      });
    }),
});

const slide = z.strictObject({ image: imageRef, caption: text });

/** One guide of the team (content/team/<name>.yaml). */
export const teamMember = z.strictObject({ name: text, role: text, bio: text, specialties: z.array(text).min(1), image: imageRef });

export const homeSchema = z.strictObject({
  hero: z.strictObject({
    eyebrow: text,
    lead: text,
    slides: z.array(slide).min(2, 'must have at least two slides for the slideshow').max(8, 'must have at most eight slides'),
  }),
  gallery: z.strictObject({
    heading: text,
    lead: text,
    images: z.array(slide).min(1, 'must have at least one banner image'),
  }),
  about: z.strictObject({
    /** Line over the section's "About Us" heading. */
    eyebrow: text,
    paragraphs: z.array(text).min(1),
  }),
  stats: z.array(z.strictObject({ value: text, label: text })).min(1, 'must hold at least one stat'),
  why: z.strictObject({
    eyebrow: text,
    lead: text,
    items: z.array(z.strictObject({ icon, title: text, text })).min(1, 'must have at least one item'),
  }),
  tours: z.strictObject({ eyebrow: text, lead: text }),
  explorer,
  visit: z.strictObject({
    heading: text,
    lead: text,
    /** The route map drawn from the locations: its alt text (also the SVG's title) and caption. */
    map: z.strictObject({ alt: text.describe('alt text'), caption: text }),
    locations: z
      // `site`: the content/sites/ id of the place, where it has a page there (its name links to it).
      .array(z.strictObject({ name: text, type: z.enum(visitTypes), region: text, lat: latitude, lon: longitude, site: siteId.optional() }))
      .min(1, 'must list at least one place')
      .refine((list) => new Set(list.map((l) => l.name)).size === list.length, { message: 'must not list a place twice' }),
  }),
  team: z.strictObject({
    eyebrow: text,
    lead: text,
    members: z.array(teamMember).min(1, 'must have at least one team member'),
  }),
  testimonials: z.strictObject({
    heading: text,
    lead: text,
    items: z.array(z.strictObject({ name: text, location: text, rating: z.literal(5), text, tour: text })).min(1, 'must have at least one testimonial'),
  }),
});
export type ExplorerLocation = z.infer<typeof explorerLocation>;
export type HomeInput = z.input<typeof homeSchema>;
