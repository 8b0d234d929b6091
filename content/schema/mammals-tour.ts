import { z } from 'zod';
import { imageRef, internalPath, text } from './common.ts';
import { itinerary } from './itinerary.ts';
import { speciesId } from './species.ts';

/** Package ids in tab order, with the facts spec 001 §9 'Mammals' fixes for each. */
export const mammalPackageSpec = {
  '3d2n': { duration: '3D/2N', days: 3, camp: 2, seaside: 0, departureTime: '5:00 am' },
  '4d3n': { duration: '4D/3N', days: 4, camp: 2, seaside: 1, departureTime: '5:00 am' },
  '5d4n': { duration: '5D/4N', days: 5, camp: 2, seaside: 2, departureTime: '4:00 am' },
} as const;
export const mammalPackageIds = Object.keys(mammalPackageSpec) as (keyof typeof mammalPackageSpec)[];

const mammalPackage = z.object({
  id: z.enum(mammalPackageIds as [keyof typeof mammalPackageSpec, ...(keyof typeof mammalPackageSpec)[]]),
  title: text,
  duration: z.enum(['3D/2N', '4D/3N', '5D/4N']),
  /** One sentence under the title. */
  summary: text,
  depart: text,
  departureTime: text,
  transport: text,
  accommodation: text,
  nights: z.object({ camp: z.number().int().min(0), seaside: z.number().int().min(0) }),
  inclusions: z.array(text).min(3, 'must list at least three inclusions'),
  exclusions: z.array(text).min(2, 'must list at least two exclusions'),
  itinerary: itinerary(),
});
export type MammalPackage = z.infer<typeof mammalPackage>;

/** A photo of the carousel: the mammal's id (its names and caption come from its record) and its image. */
const carouselPhoto = z.object({
  id: speciesId,
  image: imageRef,
});

const sectionHeader = z.object({ eyebrow: text, heading: text, lead: text });

/** A band near the end of the page: a few figures and a 'Learn More' link to a related page. */
export const relatedBand = sectionHeader.extend({
  stats: z.array(z.object({ value: text, label: text })).max(4),
  link: z.object({ label: text, href: internalPath }),
});

/** The mammals tour page (spec 001 §2.2, §3 Mammal package, §9 Mammals). */
export const mammalsTourSchema = z
  .object({
    hero: z.object({ image: imageRef, eyebrow: text, caption: text, lead: text }),
    facts: z.array(z.object({ label: text, value: text })).min(3).max(5),
    carousel: sectionHeader.extend({ photos: z.array(carouselPhoto).length(8, 'must hold exactly 8 mammal photos') }),
    packages: sectionHeader.extend({
      items: z
        .array(mammalPackage)
        .length(3, 'must list exactly the three packages 3d2n, 4d3n, 5d4n')
        .superRefine((items, ctx) => {
          items.forEach((p, i) => {
            const id = mammalPackageIds[i]!;
            const fail = (path: PropertyKey[], message: string) => ctx.addIssue({ code: 'custom', path: [i, ...path], message });
            if (p.id !== id) return fail(['id'], `must be "${id}" (tabs in the order ${mammalPackageIds.join(', ')})`);
            const spec = mammalPackageSpec[id];
            if (p.duration !== spec.duration) fail(['duration'], `must be "${spec.duration}" for ${id}`);
            if (p.departureTime !== spec.departureTime) fail(['departureTime'], `must be "${spec.departureTime}" for ${id} (spec 001 §9)`);
            if (p.nights.camp !== spec.camp || p.nights.seaside !== spec.seaside)
              fail(['nights'], `must be ${spec.camp} nights camp and ${spec.seaside} seaside for ${id} (spec 001 §9)`);
            if (p.itinerary.length !== spec.days) fail(['itinerary'], `must have ${spec.days} days for ${id}`);
            if (!/3 hours/.test(p.transport)) fail(['transport'], 'must say the boat to Peucang Island takes about 3 hours');
            if (!p.exclusions.some((e) => /canoeing/i.test(e) && /November 2023/.test(e)))
              fail(['exclusions'], 'must exclude canoeing, noted as closed since November 2023');
            if (!p.exclusions.some((e) => /tips/i.test(e))) fail(['exclusions'], 'must exclude tips');
            const dinnerOut = p.exclusions.some((e) => /dinner on day 5/i.test(e));
            if (id === '5d4n' && !dinnerOut) fail(['exclusions'], 'must exclude dinner on day 5 (spec 001 §9)');
            if (dinnerOut && p.itinerary[4]?.meals?.includes('D')) fail(['itinerary', 4, 'meals'], 'must not include D: dinner on day 5 is excluded');
          });
        }),
    }),
    related: relatedBand,
    species: sectionHeader.extend({
      /** The mammals by id, each once; the build checks each has a record (content/schema/rules.ts). */
      list: z
        .array(speciesId)
        .length(27, 'must list exactly the 27 mammals of Ujung Kulon')
        .superRefine((ids, ctx) => {
          ids.forEach((id, i) => {
            if (ids.indexOf(id) !== i) ctx.addIssue({ code: 'custom', path: [i], message: 'must list each mammal once', input: id });
          });
        }),
    }),
  })
  .superRefine((page, ctx) => {
    page.carousel.photos.forEach((photo, i) => {
      if (!page.species.list.includes(photo.id))
        ctx.addIssue({ code: 'custom', path: ['carousel', 'photos', i, 'id'], message: 'must be one of the 27 mammals of species.list', input: photo.id });
      if (photo.image.id !== `mammals/${photo.id}`)
        ctx.addIssue({ code: 'custom', path: ['carousel', 'photos', i, 'image', 'id'], message: `must be mammals/${photo.id}` });
    });
  });
export type MammalsTour = z.infer<typeof mammalsTourSchema>;
export type MammalsTourInput = z.input<typeof mammalsTourSchema>;
