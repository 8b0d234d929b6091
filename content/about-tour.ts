// The about-tour page (/about-tour). Key species are records of content/species/birds.ts
// (eBird codes; names come from content/species/taxonomy-2023.csv); sample
// itineraries point at packages of the tour pages; legal details are site facts (content/site.ts).

import type { AboutTourInput } from './schema/about-tour.ts';
import { aboutKeySpecies } from './species/birds.ts';
import { birdImageId, birdLabel } from './species/index.ts';

export default {
  lead: 'Key species, sample itineraries, seasons and how our tours work.',
  highlights: [
    {
      icon: 'binoculars',
      title: 'Guides Who Know Every Call',
      description: 'Our English-speaking guides grew up around these forests and find the endemics by ear, from the dawn chorus to the owls at night.',
    },
    {
      icon: 'users',
      title: 'Private, Small Groups',
      description: 'Every tour is private, from one traveller to six, so the pace, the stops and the photography time are yours.',
    },
    {
      icon: 'leaf',
      title: 'Nature First',
      description: 'We keep to park rules, stay quiet near nests and roosts, and hire local rangers, boat crews and cooks.',
    },
  ],
  keySpecies: {
    heading: 'Key Bird Species',
    lead: 'Eleven of the birds our guests travel for, most of them found nowhere but Java.',
    items: aboutKeySpecies.map(({ id, status }) => ({ id, image: { id: birdImageId(id), alt: birdLabel(id) }, status })),
  },
  tours: [
    {
      title: 'Birding Tours',
      description: 'Five to fourteen days for the Javan endemics: montane cloud forest, lowland rainforest and the mangroves of Jakarta Bay.',
      href: '/birding-tour/',
      image: { id: 'tours/birding-tour', alt: 'Javan Trogon perched in mossy montane cloud forest' },
      linkLabel: 'Learn More',
    },
    {
      title: 'Mammals Tours',
      description: 'Three to five days in Ujung Kulon National Park, the last home of the Javan Rhinoceros, with Banteng at the grazing grounds and, with luck, Javan Gibbon.',
      href: '/mammals-tour/',
      image: { id: 'tours/mammals-tour', alt: 'Banteng grazing on the Cidaon savanna at the forest edge' },
      linkLabel: 'Learn More',
    },
  ],
  itineraries: {
    heading: 'Sample Itineraries',
    lead: 'Two of our most booked trips, day by day. Every package can be shortened, lengthened or combined.',
    items: [
      { tour: 'birding', packageId: '5d4n', summary: 'The classic West Java circuit: mangroves, the Gede cloud forest and the Halimun hawk-eagles.' },
      { tour: 'mammals', packageId: '3d2n', summary: 'The shortest way into rhino country: two nights at the jungle camp of Ujung Kulon.' },
    ],
  },
  conservation: {
    heading: 'Conservation Impact',
    lead: 'Tourism that pays local people to protect the forest is one of the best arguments for keeping it standing.',
    figures: [
      { value: '2011', label: 'the year we began guiding in West Java and Banten' },
      { value: '140+', label: 'bird species we look for on our routes', provenance: { source: 'the bird records behind our species pages (149 on 2 December 2026; npm run check:launch lists a figure above their count)', checked: '2026-12-02' } },
      { value: '1,206 km²', label: 'of Ujung Kulon National Park, the last home of the Javan Rhinoceros' },
      { value: '100%', label: 'local guides, drivers, cooks and boat crews', provenance: { source: "the operator's staff list" } }, // SAMPLE: the operator's own figure
    ],
    community: {
      heading: 'Supporting Local Communities',
      text: 'Our tours are run with the people who live at the park edges, whose goodwill the forests depend on.',
      points: [
        'We hire rangers, porters, boatmen and cooks from the villages around Ujung Kulon and Gunung Halimun.',
        'Guests stay in family-run guest houses and eat in local warungs wherever we can.',
        'Park entrance fees on every tour go to the national parks that protect these species.',
        'Our guides share sightings with the parks and with eBird, adding to what is known about rare birds.',
      ],
    },
  },
  // CONFIRM: the birding code of conduct below is written as the operator's policy: confirm each rule is how your guides work (or correct it) before it goes live
  conduct: {
    heading: 'Our Birding Code of Conduct',
    lead: 'The birds and animals come first, then the photograph. Every guide and guest on our tours keeps to these rules, and we ask you to help us keep them.',
    rules: [
      {
        topic: 'playback',
        title: 'Playback, sparingly',
        points: [
          'Never for threatened species: no recorded calls for Javan Hawk-Eagle or any bird the Red List rates Vulnerable, Endangered or Critically Endangered.',
          'For other birds, a few short phrases at most, then silence; we stop as soon as the bird answers or comes in.',
          'Never near a nest or a roost, and never by guests on their own phones or speakers.',
        ],
      },
      {
        topic: 'baiting',
        title: 'No baiting',
        points: ['We put out no food, live or otherwise, for birds or mammals, and we do not use hides that others bait.'],
      },
      {
        topic: 'nests',
        title: 'Nests left alone',
        points: [
          'We watch a nest only from far enough away that the adults keep feeding, and we leave if they call in alarm.',
          'No gardening: we never cut, bend or tie back leaves or branches to open a view of a nest or a perched bird.',
        ],
      },
      {
        topic: 'lights',
        title: 'Spotlights and flash',
        points: [
          'Owls, frogmouths and nightjars are lit only briefly, with a red filter, and we move on once everyone has seen the bird.',
          'No flash on nocturnal birds or mammals, at night or at their day roosts.',
        ],
      },
      {
        topic: 'distance',
        title: 'Distance to rhino and banteng',
        points: [
          'We never approach or follow a Javan Rhinoceros, a banteng herd or a leopard: we stay at least 50 metres away, or as far as the ranger says.',
          'The park ranger who walks with us has the last word: when the ranger says we stop, wait or turn back, we do.',
        ],
      },
      {
        topic: 'drones',
        title: 'No drones in the parks',
        points: ['No drone flies in a national park or nature reserve without the park\'s written permit, and none ever over wildlife, nests or roosts.'],
      },
      {
        topic: 'groups',
        title: 'Small groups on narrow trails',
        points: ['On narrow forest trails we walk at most six guests behind one guide, in single file and quietly, and we keep to the trail.'],
      },
    ],
    closing: 'Now and then a rule costs us a closer look or a sharper photograph. We think that is a fair price, and we say so before the tour, not on the trail.',
  },
  seasons: {
    heading: 'Best Time to Visit',
    lead: 'Birding is good all year in West Java; the dry season makes trails and boat crossings easiest.',
  },
  whatToBring: [
    'Binoculars (spare pairs can be lent on request)',
    'Camera with spare batteries and memory cards',
    'Light, quick-drying clothes in dull colours',
    'A warm layer for the mountains, where nights are cold',
    'Rain jacket or poncho',
    'Walking shoes with a good grip and leech socks',
    'Torch or headlamp for night walks',
    'Sun hat, sunscreen and insect repellent',
    'Personal medicines and a small first-aid kit',
  ],
  whatsIncluded: [
    'Pick-up and drop-off at Jakarta airport or your hotel',
    'Private vehicle with driver',
    'English-speaking guide for the whole tour',
    'Accommodation on twin share',
    'Daily meals, drinking water, coffee and tea',
    'National park entrance fees',
    'Boat trips listed in the itinerary',
  ],
  company: {
    heading: 'Our Company',
    profile: [
      'We are a small team of birders and naturalists from West Java and Banten. Since 2011 we have guided birders, photographers and families to the endemic birds of the Javan mountains, the rhino forests of Ujung Kulon and the volcano of Krakatau.',
      'Every tour is private and planned with you: the route, the pace and how much time goes to birds, mammals or photographs.',
    ],
  },
} satisfies AboutTourInput;
