// The words `npm run new:tour` writes: a tour's entry in content/tours/, its page words in
// content/routes.yaml and its page file, each sample word marked `# SAMPLE` for check:launch to list.

interface NewTour {
  /** What reviews and trip reports name it by: "gede-pangrango". */
  id: string;
  /** Its page's address: "gede-pangrango-tour". */
  slug: string;
  /** Its display name: "Gede Pangrango Tour". */
  name: string;
}

const quote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** The entry of content/tours/: the dropdown, the home card and the footer read it. */
export function tourEntry({ id, slug, name }: NewTour): string {
  return `// SAMPLE: added by npm run new:tour; rewrite each line marked SAMPLE
{
  id: ${quote(id)},
  slug: ${quote(slug)},
  displayName: ${quote(name)},
  navLabel: ${quote(name)},
  navDescription: 'One line on what the tour is about', // SAMPLE
  title: ${quote(name)},
  description: 'Two sentences for the home card: where the tour goes and what you see there.', // SAMPLE
  image: { id: 'tours/${slug}', alt: 'What the card photo shows' }, // SAMPLE: the alt text
  duration: '3 Days', // SAMPLE
  groupSize: '2-6', // SAMPLE
  difficulty: 'Moderate', // SAMPLE
  highlights: ['A first highlight', 'A second highlight', 'A third highlight'], // SAMPLE
  touristTypes: ['Birdwatchers', 'Nature photographers'], // SAMPLE
}`;
}

/** The page's words in content/routes.yaml, under its slug. */
export function tourWords({ name }: NewTour): string {
  return `{
  title: ${quote(`${name}: one line on what it offers`)}, // SAMPLE
  description: 'One or two sentences for search results and link previews: where, how long, what you see.', // SAMPLE
  heading: ${quote(name)},
}`;
}

/** One sample day of the package's plan. */
const day = (n: number, title: string, text: string, meals: string, site: string) => `          {
            day: ${n},
            title: ${quote(title)}, // SAMPLE
            sites: [${quote(site)}], // SAMPLE: ids of content/sites/ the day visits
            entries: [{ text: ${quote(text)} }], // SAMPLE
            meals: [${meals}],
          },`;

/** The page file, content/tours/<slug>.yaml, in the standard layout with one package looking for `species`. */
export function pageSource({ id, slug, name, species, site }: NewTour & { species: readonly string[]; site: string }): string {
  return `// The ${name} page (/${slug}/), added by npm run new:tour. Every line marked SAMPLE holds words to
// rewrite; npm run check:launch lists them. Key species are eBird codes of records in
// content/species/birds/. More packages: npm run new:package -- ${slug} "<Title>".

import type { TourInput } from './schema/tour.ts';

export default {
  id: ${quote(id)},
  layout: 'standard',
  hero: {
    image: { id: 'tours/${slug}-hero', alt: 'What the hero photo shows' }, // SAMPLE: the alt text
    eyebrow: 'Where the tour goes', // SAMPLE
    caption: 'One line over the hero photo', // SAMPLE
    lead: 'Two sentences on the tour: the places, the habitats and what we look for.', // SAMPLE
  },
  packages: {
    eyebrow: 'Packages', // SAMPLE
    heading: 'Choose your package', // SAMPLE
    lead: 'Private tours for your group, on the dates you choose.', // SAMPLE
    items: [
      {
        id: '3d2n',
        tabLabel: '3D/2N',
        title: ${quote(`3 Days ${name}`)}, // SAMPLE
        duration: '3 Days / 2 Nights',
        summary: 'What the three days are about, in one or two sentences.', // SAMPLE
        depart: 'Jakarta, from your hotel or the airport', // SAMPLE
        transport: 'Private car with driver', // SAMPLE
        accommodation: 'Guest house, twin share', // SAMPLE
        highlights: [${species.map(quote).join(', ')}], // SAMPLE: eBird codes of the species it looks for, each found at a site its days visit
        itinerary: [
${day(1, 'Day one: travel and first walk', 'Pick-up in the morning, the drive, and a first walk in the afternoon.', "'L', 'D'", site)}
${day(2, 'Day two: a full day in the field', 'A full day on the trails with your guide, and an evening walk.', "'B', 'L', 'D'", site)}
${day(3, 'Day three: last morning and return', 'A last morning in the field, then the drive back.', "'B', 'L'", site)}
        ],
        inclusions: ['Private English-speaking guide', 'Transport as described', 'Accommodation and meals as listed', 'Entrance fees'], // SAMPLE
        exclusions: ['Flights', 'Travel insurance', 'Tips'], // SAMPLE
      },
    ],
  },
  inquiry: {
    heading: ${quote(`Ask about the ${name}`)}, // SAMPLE
    lead: 'Tell us your dates and what you hope to see; we reply within a day.', // SAMPLE
  },
} satisfies TourInput;
`;
}
