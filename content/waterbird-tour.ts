// The waterbird tour page (/waterbird-tour): hero, three packages, general inclusions and
// exclusions, and the 25 waterbird species. Facts are the operator's published ones; the build
// checks them (the waterbird rules in content/schema/tour.ts). Every bird name printed here must be an
// exact English name from content/species/taxonomy-2023.csv (test/unit/tour-content.test.ts).
import type { TourInput } from './schema/tour.ts';
import { waterbirdSpecies } from './species/birds.ts';
import { birdImageId, birdName } from './species/index.ts';

const depart = 'Jakarta, from your hotel or the airport';
const tips = 'Tips for the guide, driver and boat crews';
// Pulau Rambut is a wildlife reserve and Pulau Dua a nature reserve: both are entered with a
// SIMAKSI permit from the conservation agency (BKSDA). Boats to Pulau Rambut leave from Tanjung
// Pasir, on the Tangerang shore west of Muara Angke.
const permits = 'Entrance fees, and the SIMAKSI permits from the conservation agency (BKSDA) for the Pulau Rambut and Pulau Dua reserves';
const speedBoat = 'Speed boat from Marina Carita to Ujung Kulon and back';
const transport = 'Private car; boat across Jakarta Bay from Tanjung Pasir; speed boat between Marina Carita and Ujung Kulon';

export default {
  id: 'waterbird',
  layout: 'waterbird',
  hero: {
    image: { id: 'tours/waterbird-hero', alt: 'Egrets and herons feeding on tidal mudflats in front of a mangrove fringe' },
    eyebrow: 'Jakarta Bay to Ujung Kulon',
    caption: 'Over 50 species in coastal wetlands and mangroves',
    lead: 'Herons, storks and migrant shorebirds on the mangroves, fishponds and mudflats of the north coast, then a night by the sea in Ujung Kulon.',
  },
  facts: [
    { label: 'Packages', value: '4D/3N, 7D/6N, 10D/9N' },
    { label: 'Pick-up', value: 'Jakarta, 5 am' },
    { label: 'Boats', value: 'Jakarta Bay and Ujung Kulon' },
    { label: 'Best months', value: 'September to April, with the migrant waders; seas calmest outside December to February' },
  ],
  packages: {
    eyebrow: 'Choose your package',
    heading: 'Tour packages',
    lead: 'Start with four days on the coast, or take a week or more to follow the tides from Jakarta Bay to the western tip of Java.',
    items: [
      {
        id: '4d3n',
        title: '4D/3N Jakarta Bay and Ujung Kulon Waterbirds',
        duration: '4D/3N',
        summary: 'Mangroves and a heronry in Jakarta Bay, the fishponds of Muara Gembong, the Pulau Dua sanctuary and a night by the sea in Ujung Kulon.',
        depart,
        departureTime: '5:00 am',
        transport,
        accommodation: '2 nights hotel (Jakarta and Serang), 1 night seaside lodge in Ujung Kulon',
        inclusions: [
          'Pick-up and drop-off in Jakarta (hotel or airport)',
          'Private car with driver',
          'Boat trip on Jakarta Bay, from Tanjung Pasir to the Pulau Rambut heronry',
          speedBoat,
          '2 nights hotel and 1 night seaside lodge, twin share',
          'Meals as listed in the itinerary',
          permits,
        ],
        exclusions: ['Dinner on day 4', tips],
        itinerary: [
          {
            day: 1,
            title: 'Muara Angke and Jakarta Bay',
            sites: ['muara-angke', 'jakarta-bay', 'pulau-rambut'],
            entries: [
              { text: '5:00 am pick-up at your Jakarta hotel or the airport; short drive to the Muara Angke mangroves.' },
              { text: 'Early morning on the boardwalks: Javan Pond-Heron, Striated Heron, Collared Kingfisher, Small Blue Kingfisher and, with luck, Sunda Teal.' },
              { text: 'Drive west to the jetty at Tanjung Pasir in Tangerang (about 1 hour) and cross Jakarta Bay to the heronry of Pulau Rambut (about 30 minutes): Milky Stork, Black-crowned Night Heron, Great Egret, Little Egret and Glossy Ibis, with Great Crested Tern and Little Tern on the way.' },
              { text: 'Boat back to Tanjung Pasir in the afternoon, then the drive to the hotel in Jakarta.' },
            ],
            meals: ['B', 'L', 'D'],
            overnight: 'Hotel in Jakarta',
          },
          {
            day: 2,
            title: 'Muara Gembong fishponds and mudflats',
            sites: ['muara-gembong'],
            entries: [
              { text: 'Early drive east to Muara Gembong, where fishponds meet the mudflats of the Citarum delta.' },
              { text: 'Javan Plover on the sand bars; Red-necked Stint, Marsh Sandpiper, Wood Sandpiper, Common Greenshank, Whimbrel and Terek Sandpiper feeding as the tide falls.' },
              { text: 'Whiskered Tern over the ponds and Pacific Golden-Plover and Greater Sand-Plover at the high-tide roost.' },
              { text: 'Afternoon drive west to Serang (about 3 hours).' },
            ],
            meals: ['B', 'L', 'D'],
            overnight: 'Hotel in Serang',
          },
          {
            day: 3,
            title: 'Pulau Dua and the speed boat to Ujung Kulon',
            sites: ['pulau-dua', 'sunda-strait', 'ujung-kulon'],
            entries: [
              { text: 'Dawn at the Pulau Dua bird sanctuary in Banten Bay, a heronry of Purple Heron and Medium Egret, with luck Glossy Ibis.' },
              { text: 'Drive down the coast to Marina Carita (about 2 hours) and board the speed boat to Ujung Kulon.' },
              { text: 'Late afternoon along the mangrove shore and river mouths for Striated Heron, Collared Kingfisher and Common Sandpiper.' },
            ],
            meals: ['B', 'L', 'D'],
            overnight: 'Seaside lodge in Ujung Kulon',
          },
          {
            day: 4,
            title: 'Ujung Kulon coast, speed boat back to Marina Carita',
            sites: ['ujung-kulon', 'sunda-strait', 'jakarta'],
            entries: [
              { text: 'Morning boat trip along the mangroves and reef flats: Whimbrel, Great Crested Tern and, with luck, Terek Sandpiper.' },
              { text: 'Speed boat back to Marina Carita, arriving at about 5 pm.' },
              { text: 'Drive back to Jakarta; drop-off at your hotel or the airport. Dinner on day 4 is not included.' },
            ],
            meals: ['B', 'L'],
          },
        ],
        outline: [],
        highlights: ['milsto1', 'javplo1', 'suntea1', 'japher1', 'bcnher', 'gloibi', 'whimbr', 'tersan'],
      },
      {
        id: '7d6n',
        title: '7D/6N Java Coast Waterbirds',
        duration: '7D/6N',
        summary: 'The sites of the 4D/3N with time to work the tides, and two nights by the sea in Ujung Kulon.',
        depart,
        departureTime: '5:00 am',
        transport,
        accommodation: '4 nights hotel, 2 nights seaside lodge in Ujung Kulon',
        inclusions: [
          'Pick-up and drop-off in Jakarta (hotel or airport)',
          'Private car with driver',
          'Boat trip on Jakarta Bay, from Tanjung Pasir to the Pulau Rambut heronry',
          speedBoat,
          'Hotels and seaside lodge, twin share',
          'Daily meals',
          permits,
        ],
        exclusions: [tips],
        itinerary: [],
        sites: ['muara-angke', 'jakarta-bay', 'pulau-rambut', 'muara-gembong', 'pulau-dua', 'ujung-kulon'],
        outline: [
          'Muara Angke mangroves, then the boat from Tanjung Pasir across Jakarta Bay to the Pulau Rambut heronry.',
          'Two visits to the Muara Gembong fishponds and mudflats, on a rising and a falling tide.',
          'Pulau Dua bird sanctuary in Banten Bay at dawn.',
          'Two nights by the sea in Ujung Kulon with boat trips along the mangrove coast.',
          'Speed boat back to Marina Carita at about 5 pm, then the drive to Jakarta.',
        ],
        highlights: ['milsto1', 'javplo1', 'suntea1', 'gloibi', 'grsplo', 'rensti', 'whiter2', 'litter1'],
      },
      {
        id: '10d9n',
        title: '10D/9N Java Wetlands Expedition',
        duration: '10D/9N',
        summary: 'The complete waterbird circuit at an easy pace, adding the north-coast mangroves of Indramayu and three nights in Ujung Kulon.',
        depart,
        departureTime: '5:00 am',
        transport,
        accommodation: '6 nights hotel, 3 nights seaside lodge in Ujung Kulon',
        inclusions: [
          'Pick-up and drop-off in Jakarta (hotel or airport)',
          'Private car with driver',
          'Boat trip on Jakarta Bay, from Tanjung Pasir to the Pulau Rambut heronry',
          speedBoat,
          'Hotels and seaside lodge, twin share',
          'Daily meals',
          permits,
        ],
        exclusions: [tips],
        itinerary: [],
        sites: ['muara-angke', 'jakarta-bay', 'pulau-rambut', 'muara-gembong', 'karangsong', 'pulau-dua', 'ujung-kulon'],
        outline: [
          'Every site of the 7D/6N, timed to the tides for the best shorebird roosts.',
          'The Karangsong mangroves at Indramayu on the north coast of West Java.',
          'Extra mornings at Muara Gembong and Pulau Dua for the rarer migrants.',
          'Three nights by the sea in Ujung Kulon with boat trips to the estuaries and islands.',
          'Speed boat back to Marina Carita at about 5 pm, then the drive to Jakarta.',
        ],
        highlights: ['milsto1', 'javplo1', 'suntea1', 'purher1', 'pagplo', 'marsan', 'comgre', 'grcter1'],
      },
    ],
  },
  general: {
    heading: 'Included in every waterbird tour',
    inclusions: [
      'English-speaking bird guide',
      'Binoculars for every guest',
      'Field guides to the birds of Java and the region',
      'Spotting scope on the mudflats',
      'Drinking water, coffee, tea and snacks',
      'A daily checklist of the species recorded',
    ],
    exclusions: [
      'Personal equipment: camera, clothing, rain gear and sun protection',
      'International flights and visa',
      'Travel insurance',
      'Alcohol, laundry and personal expenses',
    ],
  },
  related: {
    eyebrow: 'Add the forests',
    heading: 'Combine with the Javan endemics',
    lead: 'Our West Java birding tours add the montane forests of Gunung Gede and Halimun, home of Javan Trogon and Javan Hawk-Eagle, to a morning in the Muara Angke mangroves.',
    stats: [
      { value: '140+', label: 'bird species on our species pages', provenance: { source: 'the bird records behind our species pages (149 on 2 December 2026; npm run check:launch lists a figure above their count)', checked: '2026-12-02' } },
      { value: '5 to 14', label: 'days, from Jakarta' },
    ],
    link: { label: 'Learn More', href: '/birding-tour/' },
  },
  species: {
    eyebrow: 'Key species',
    heading: '25 waterbirds to look for',
    lead: 'Residents and migrants of the mangroves, fishponds and mudflats, with Milky Stork and Javan Plover, two of the rarest, as the prize birds.',
    list: waterbirdSpecies.map((id) => ({ id, image: { id: birdImageId(id), alt: birdName(id) } })),
  },
} satisfies TourInput;
