import { describe, expect, it } from 'vitest';
import type { Content } from '../../model/schema/sections.ts';
import { contradictedFigures, contradictedSpecFigures } from '../../scripts/launch/contradictions.ts';
import { monthRun } from '../../scripts/launch/read-figures.ts';

const SEP_APR = ['Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr'];
const ALL_YEAR = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// A one-tour coast site whose words disagree with its own records in every way check:launch
// looks for: the card's days and group, best months wider than the migrant waders' (a resident
// plover and a heron do not count), a boat crossing timed two ways, 300+ species beside a
// catalogue of three birds, sixteen national parks beside one.
const fixture = () =>
  ({
    tours: [{ id: 'coast', slug: 'coast-tour', duration: '3-7 Days', groupSize: '2-8' }],
    tourPages: {
      coast: {
        layout: 'waterbird',
        hero: { caption: 'Over 300 species on the coast' },
        facts: [{ label: 'Best months', value: 'September to May, with the migrants' }],
        packages: {
          items: [
            {
              id: '4d3n',
              duration: '4D/3N',
              itinerary: [
                {
                  day: 1,
                  title: 'The bay',
                  sites: ['bay', 'heron-island'],
                  entries: [{ text: 'Drive to the jetty at Pier Town and cross to Heron Island (about 30 minutes).' }],
                },
              ],
            },
            { id: '10d9n', duration: '10 Days / 9 Nights', sites: ['strait'] },
          ],
        },
        related: { stats: [{ value: '300+', label: 'species on our tours' }] },
      },
    },
    sites: [
      { id: 'bay', name: 'The Bay' },
      { id: 'heron-island', name: 'Heron Island', access: 'About an hour by boat from Pier Town. Landing needs a permit.' },
      { id: 'strait', name: 'The Strait', season: { best: ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'], why: 'High seas in the west monsoon.' } },
    ],
    species: new Map([
      ['fixsan1', { id: 'fixsan1', kind: 'bird', family: 'Scolopacidae (Sandpipers and Allies)', at: { bay: { likelihood: 'regular', months: SEP_APR } } }],
      ['fixplo1', { id: 'fixplo1', kind: 'bird', family: 'Charadriidae (Plovers and Lapwings)', at: { bay: { likelihood: 'regular', months: ALL_YEAR } } }],
      [
        'fixher1',
        { id: 'fixher1', kind: 'bird', family: 'Ardeidae (Herons, Egrets, and Bitterns)', at: { bay: { likelihood: 'likely', months: [...SEP_APR, 'May'] } } },
      ],
    ]),
    contact: {
      faq: {
        items: [
          { question: 'How do I book?', answer: 'Write to us.' },
          {
            question: 'What is the minimum and maximum group size?',
            answer: 'The minimum group is 1 person: solo travellers are welcome. The maximum is 6 participants per tour.',
          },
        ],
      },
    },
    home: {
      stats: [{ value: '4', label: 'National Parks' }],
      visit: {
        lead: 'Sixteen national parks, forests and coasts.',
        locations: [
          { name: 'Big Park', type: 'National Park' },
          { name: 'Heron Island', type: 'Island' },
        ],
      },
    },
    site: { established: 2011 },
    aboutTour: {
      conservation: {
        figures: [
          { value: '300+', label: 'bird species recorded on our routes' },
          { value: '100%', label: 'local crews' },
          { value: '2012', label: 'the year we began guiding' },
        ],
      },
      company: { profile: ['Since 2011 we have guided birders.'] },
    },
    // Only the parts the checks read: the rest of a site's content plays no part.
  }) as unknown as Content;

describe('figures the specification fixes and the content contradicts', () => {
  it('lists the card duration and group size beside the packages and the FAQ, the species count beside the catalogue, the national parks beside the places', () => {
    expect(contradictedSpecFigures(fixture())).toEqual([
      { where: 'content/tours/coast-tour.yaml duration', text: '3-7 Days', beside: 'its packages run 4 to 10 days (content/packages/coast-tour/)' },
      { where: 'content/tours/coast-tour.yaml groupSize', text: '2-8', beside: 'the contact FAQ says 1 to 6 people (content/contact.yaml faq.items[1])' },
      {
        where: 'content/tours/coast-tour.yaml hero.caption',
        text: 'Over 300 species on the coast',
        beside: 'the catalogue records 3 birds (bird records of content/species/birds/)',
      },
      {
        where: 'content/home.yaml stats[0]',
        text: '4 National Parks',
        beside: '1 places of type National Park in content/home.yaml visit.locations (Big Park)',
      },
    ]);
  });

  it('recomputes from the content: a card that agrees with its packages and the FAQ is not listed', () => {
    const agreeing = fixture();
    const tour = agreeing.tours[0] as { duration: string; groupSize: string };
    tour.duration = '4-10 Days';
    tour.groupSize = '1-6 People';
    expect(contradictedSpecFigures(agreeing).map((f) => f.where)).not.toContain('content/tours/coast-tour.yaml duration');
    expect(contradictedSpecFigures(agreeing).map((f) => f.where)).not.toContain('content/tours/coast-tour.yaml groupSize');
  });
});

describe('our own figures that the content contradicts', () => {
  it('lists best months against the migrant waders and the boat season, a crossing timed two ways, 300+, sixteen national parks and a founding year', () => {
    const found = contradictedFigures(fixture());
    expect(found.map((f) => [f.where, f.stated, f.computed])).toEqual([
      ['content/tours/coast-tour.yaml facts[0]', 'Sep–May', 'migrant waders Sep–Apr'],
      ['content/packages/coast-tour/ (packages.items[0], id 4d3n) itinerary[1].entries[1]', 'about 30 minutes', 'about an hour'],
      ['content/tours/coast-tour.yaml related.stats[0]', '300+ species', '3 birds'],
      ['content/about-tour.yaml conservation.figures[0]', '300+', '3 birds'],
      ['content/home.yaml visit.lead', '16 national parks', '1 national parks among 2 places'],
      ['content/about-tour.yaml conservation.figures[2]', '2012', '2011'],
    ]);
    expect(found[0]!.how).toBe(
      "months of the 1 migrant waders its packages' sites record (content/species/birds/); boat seasons in content/sites/: 'strait' best Apr–Oct, so Nov–Mar fall outside one",
    );
    expect(found[1]!.how).toBe(`content/sites/heron-island.yaml access: "About an hour by boat from Pier Town."`);
    expect(found.at(-2)!.how).toContain('the home stats say 4 National Parks');
  });

  it('lists nothing once the words follow the records', () => {
    const agreeing = fixture();
    const page = agreeing.tourPages.coast as unknown as {
      facts: { value: string }[];
      packages: { items: { itinerary?: { entries: { text: string }[] }[] }[] };
    };
    page.facts[0]!.value = 'September to April, with the migrants';
    (agreeing.sites[2] as { season: { best: string[] } }).season.best = ALL_YEAR;
    page.packages.items[0]!.itinerary![0]!.entries[0]!.text = 'Cross from Pier Town to Heron Island (about an hour).';
    (agreeing.aboutTour.conservation.figures[2] as { value: string }).value = '2011';
    expect(contradictedFigures(agreeing).map((f) => f.where)).toEqual([
      'content/tours/coast-tour.yaml related.stats[0]',
      'content/about-tour.yaml conservation.figures[0]',
      'content/home.yaml visit.lead',
    ]);
  });

  it('takes best months that follow the waders and name the sea season, and not those that follow the waders alone', () => {
    const named = fixture();
    const page = named.tourPages.coast as unknown as { facts: { value: string }[] };
    page.facts[0]!.value = 'September to April, with the migrants';
    expect(contradictedFigures(named).map((f) => f.where)).toContain('content/tours/coast-tour.yaml facts[0]');
    page.facts[0]!.value = 'September to April, with the migrants; seas calmest outside December to February';
    expect(contradictedFigures(named).map((f) => f.where)).not.toContain('content/tours/coast-tour.yaml facts[0]');
  });

  it('writes months as one run across the new year, or lists them', () => {
    expect(monthRun(new Set(['Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr'] as const))).toBe('Sep–Apr');
    expect(monthRun(new Set(['Apr', 'May', 'Jun'] as const))).toBe('Apr–Jun');
    expect(monthRun(new Set(['Jan', 'Mar'] as const))).toBe('Jan, Mar');
  });
});
