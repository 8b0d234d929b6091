// The Ujung Kulon page (/ujung-kulon-tour): hero, three feature cards, 'Choose Your Adventure'
// (adventure packages or birding packages), then what applies to both: exclusions, what to bring,
// park activities, seasons (content/seasons.ts), conservation and the park facts.
//
// No itinerary goes canoeing on the Cigenter: the spec's exclusion calls it closed since November
// 2023; the park now allows it 10:00–14:00 for 30 at a time (content/sites.ts), which every page
// that names the river derives. Days on the peninsula's trails name those closed parts of the park
// (content/sites.ts), so every such day shows the closure.
// Bird names are exact eBird/Clements 2023 names of species recorded in the park
// (they are all in content/species/taxonomy-2023.csv).
import type { TourInput } from './schema/tour.ts';

type Entry = { time: string; text: string };
const at = (time: string, text: string): Entry => ({ time, text });

const fromJakarta = 'Jakarta (your hotel or the airport), pick-up at 5 am';
const carAndBoat = 'Private car to Sumur, then a wooden boat (about 3 hours to Peucang Island)';

/** Day 1 of most packages: Jakarta to Sumur by car, then the boat to Peucang. */
const toPeucang: Entry[] = [
  at('05:00', 'Pick-up at your Jakarta hotel or the airport; drive west along the Sunda Strait coast to Sumur harbour (about 5 hours).'),
  at('10:30', 'Lunch in Sumur, then the wooden boat to Peucang Island (about 3 hours).'),
  at('14:30', 'Register with the rangers on Peucang and settle in.'),
];
/** The last day: boat back to Sumur and the drive to Jakarta. */
const home = (from: string): Entry[] => [
  at('10:00', `Wooden boat from ${from} back to Sumur (about 3 hours); lunch on board.`),
  at('13:30', 'Drive back to Jakarta.'),
  at('19:00', 'Arrive at your Jakarta hotel or the airport.'),
];
const cidaonEvening = at('16:00', 'Boat across the channel to the Cidaon grazing ground: Banteng, Javan Rusa and Green Peafowl come out onto the grass from the watchtower.');
const peucangWalk = at('06:00', 'Dawn walk on Peucang among giant fig trees; Javan Rusa and Long-tailed Macaques along the beach.');
const karangCopong = at('08:00', 'Forest trail across Peucang to the sea cliffs and natural arch of Karang Copong.');
const snorkelPeucang = at('11:00', 'Swim and snorkel off the white-sand beach of Peucang.');

const travel = [
  'Pick-up and drop-off in Jakarta',
  'Private car with driver and a wooden boat with crew',
  'National park entrance fees and ranger permits',
];
const meals = 'Meals as listed, drinking water, coffee and tea';
const adventureInclusions = [...travel, 'English-speaking guide and a park ranger', meals];
const camp = 'Tents, sleeping mats, cook and camp crew';
const guestHouse = 'Guest house on Peucang Island (twin share)';

// The bird guide is the trip's one guide: it takes the place of the adventure packages' guide.
const birdingInclusions = [
  ...travel,
  'English-speaking bird guide who knows the calls of the park, and a park ranger',
  meals,
  'Birding equipment: spotting scope, spare binoculars and a field guide to the birds of Java',
];

export default {
  id: 'ujung-kulon',
  layout: 'ujung-kulon',
  hero: {
    image: { id: 'tours/ujung-kulon-hero', alt: 'Lowland rainforest of Ujung Kulon running down to a quiet bay' },
    caption: 'Wildlife conservation and pristine nature',
    lead: 'The wild western tip of Java: rainforest, open grazing grounds, coral beaches and the last Javan Rhinoceros on Earth.',
  },
  features: [
    {
      icon: 'globe',
      title: 'UNESCO World Heritage',
      description: 'Listed in 1991 with the Krakatau islands as the largest remaining lowland rainforest of Java.',
      image: { id: 'ujung-kulon/unesco-heritage', alt: 'Dense lowland rainforest canopy of the Ujung Kulon peninsula' },
    },
    {
      icon: 'waves',
      title: 'Pristine Beaches',
      description: 'White sand on Peucang Island, coral reefs and wild surf on the south coast, with no road in sight.',
      image: { id: 'ujung-kulon/pristine-beach', alt: 'White-sand beach of Peucang Island with clear turquoise water' },
    },
    {
      icon: 'trees',
      title: 'Ancient Forests',
      description: 'Giant strangling figs, rattan and palm forest where rhinos, Banteng and Javan Gibbons still live.',
      image: { id: 'ujung-kulon/ancient-forest', alt: 'Giant strangling fig with buttress roots in the rainforest' },
    },
  ],
  choose: {
    eyebrow: 'Packages',
    heading: 'Choose Your Adventure',
    lead: 'Two ways to see the park: beaches, trails and wildlife, or a trip built around its birds.',
    adventure: { title: 'Package Adventure', description: 'Overnight trips, 3 and 4 day tours, a coastal trek and jungle camps.' },
    birding: { title: 'Birding Ujung Kulon', description: 'Two to four days with a bird guide for Green Peafowl, hornbills and, with luck, Javan Banded-Pitta.' },
  },
  adventure: {
    heading: 'Package Adventure',
    lead: 'Five kinds of trip, from one night on Peucang to a coastal trek.',
    groups: [
      {
        id: 'camping-tour',
        label: 'Overnight',
        heading: 'Overnight tours',
        packages: [
          {
            id: 'package-a',
            label: 'Package A',
            title: 'Peucang Island and Cidaon',
            summary: 'One night in camp on Peucang, the grazing ground at dusk and a morning on the island.',
            duration: '2D/1N',
            grade: 'Easy',
            start: fromJakarta,
            transport: carAndBoat,
            accommodation: 'Tent camp on Peucang Island',
            itinerary: [
              { day: 1, title: 'Jakarta to Peucang Island', sites: ['peucang', 'cidaon'], entries: [...toPeucang, cidaonEvening, at('19:00', 'Dinner in camp.')], meals: ['L', 'D'], overnight: 'Tent camp on Peucang Island' },
              { day: 2, title: 'Peucang and home', sites: ['peucang', 'jakarta'], entries: [peucangWalk, at('08:00', 'Breakfast, then a swim off the beach.'), ...home('Peucang')], meals: ['B', 'L'] },
            ],
            inclusions: [...adventureInclusions, camp],
          },
          {
            id: 'package-overnight-b',
            label: 'Package B',
            title: 'Tanjung Layar lighthouse',
            summary: 'A night at the far western tip of Java, by the old lighthouse and the ruins of the Dutch pier at Cibom.',
            duration: '2D/1N',
            grade: 'Easy',
            start: fromJakarta,
            transport: 'Private car to Sumur, then a wooden boat to Cibom (about 3 hours)',
            accommodation: 'Tent camp at the Tanjung Layar ranger post',
            itinerary: [
              {
                day: 1,
                title: 'Jakarta to Tanjung Layar',
                sites: ['tanjung-layar'],
                entries: [
                  toPeucang[0]!,
                  at('10:30', 'Lunch in Sumur, then the wooden boat round the north coast to Cibom (about 3 hours).'),
                  at('14:30', 'Walk from the old pier at Cibom through the forest to the Tanjung Layar lighthouse (about 1 hour).'),
                  at('17:30', 'Sunset over the Sunda Strait from the cliffs; Javan Lutung in the trees by the camp.'),
                  at('19:00', 'Dinner in camp.'),
                ],
                meals: ['L', 'D'],
                overnight: 'Tent camp at the Tanjung Layar ranger post',
              },
              { day: 2, title: 'Tanjung Layar and home', sites: ['tanjung-layar', 'jakarta'], entries: [at('06:00', 'Morning walk along the rocky coast and back to Cibom; breakfast.'), ...home('Cibom')], meals: ['B', 'L'] },
            ],
            inclusions: [...adventureInclusions, camp],
          },
        ],
      },
      {
        id: 'package-b',
        label: '3D/2N',
        heading: '3 Days / 2 Nights tours',
        packages: [
          {
            id: 'package-b-a',
            label: 'Package A',
            title: 'Peucang, Cidaon and Karang Copong',
            summary: 'Two nights on Peucang with time for the grazing ground, the forest trail and the reef.',
            duration: '3D/2N',
            grade: 'Easy',
            start: fromJakarta,
            transport: carAndBoat,
            accommodation: guestHouse,
            itinerary: [
              { day: 1, title: 'Jakarta to Peucang Island', sites: ['peucang', 'cidaon'], entries: [...toPeucang, cidaonEvening, at('19:00', 'Dinner at the guest house.')], meals: ['L', 'D'], overnight: guestHouse },
              {
                day: 2,
                title: 'Peucang forest and reef',
                sites: ['peucang', 'cidaon'],
                entries: [peucangWalk, karangCopong, snorkelPeucang, at('15:30', 'Boat to Cidaon for the late-afternoon watch at the grazing ground.'), at('19:00', 'Dinner, then a night walk for Asian Palm Civet and Javan Mouse-deer.')],
                meals: ['B', 'L', 'D'],
                overnight: guestHouse,
              },
              { day: 3, title: 'Peucang and home', sites: ['peucang', 'jakarta'], entries: [at('06:00', 'Last beach walk and breakfast.'), ...home('Peucang')], meals: ['B', 'L'] },
            ],
            inclusions: adventureInclusions,
          },
          {
            id: 'package-b-b',
            label: 'Package B',
            title: 'Citerjun and the jungle camp',
            summary: 'A night in the guest house and a night in a jungle camp, on ranger-led trails through rhino country.',
            duration: '3D/2N',
            grade: 'Moderate',
            start: fromJakarta,
            transport: carAndBoat,
            accommodation: 'Guest house on Peucang Island, then a jungle camp at Cidaon',
            itinerary: [
              { day: 1, title: 'Jakarta to Peucang Island', sites: ['peucang', 'cidaon'], entries: [...toPeucang, cidaonEvening, at('19:00', 'Dinner at the guest house.')], meals: ['L', 'D'], overnight: guestHouse },
              {
                day: 2,
                title: 'Cidaon to Citerjun on foot',
                sites: ['cidaon', 'peninsula-trails'],
                entries: [
                  at('06:00', 'Dawn at the Cidaon grazing ground.'),
                  at('08:00', 'Ranger-led trail through rhino country to the Citerjun river and waterfall (about 3 hours). The rhinos\u2019 core zones stay closed to visitors; tracks beside the trail are a chance, a rhino a rare piece of luck.'),
                  at('12:00', 'Picnic lunch and a swim below the falls.'),
                  at('15:00', 'Walk back to Cidaon and set up the jungle camp.'),
                  at('19:00', 'Dinner in camp, then a night walk.'),
                ],
                meals: ['B', 'L', 'D'],
                overnight: 'Jungle camp at Cidaon',
              },
              { day: 3, title: 'Cidaon and home', sites: ['cidaon', 'jakarta'], entries: [at('06:00', 'Dawn watch at the grazing ground; breakfast.'), ...home('Cidaon')], meals: ['B', 'L'] },
            ],
            inclusions: [...adventureInclusions, camp],
          },
        ],
      },
      {
        id: 'package-c',
        label: '4D/3N',
        heading: '4 Days / 3 Nights tours',
        packages: [
          {
            id: 'package-c-a',
            label: 'Package A',
            title: 'Peucang and Panaitan islands',
            summary: 'Peucang, the grazing ground and a day on Panaitan, the wild island across the strait.',
            duration: '4D/3N',
            grade: 'Easy',
            start: fromJakarta,
            transport: carAndBoat,
            accommodation: guestHouse,
            itinerary: [
              { day: 1, title: 'Jakarta to Peucang Island', sites: ['peucang', 'cidaon'], entries: [...toPeucang, cidaonEvening, at('19:00', 'Dinner at the guest house.')], meals: ['L', 'D'], overnight: guestHouse },
              { day: 2, title: 'Peucang forest and reef', sites: ['peucang'], entries: [peucangWalk, karangCopong, snorkelPeucang, at('19:00', 'Dinner, then a night walk.')], meals: ['B', 'L', 'D'], overnight: guestHouse },
              {
                day: 3,
                title: 'Panaitan Island',
                sites: ['panaitan', 'cidaon'],
                entries: [
                  at('07:00', 'Boat to Panaitan Island (about 1 hour).'),
                  at('08:30', 'Walk the beach forest of Legon Butun and snorkel in the bay.'),
                  at('15:00', 'Back to Peucang; late-afternoon watch at Cidaon.'),
                  at('19:00', 'Dinner at the guest house.'),
                ],
                meals: ['B', 'L', 'D'],
                overnight: guestHouse,
              },
              { day: 4, title: 'Peucang and home', sites: ['peucang', 'jakarta'], entries: [at('06:00', 'Last beach walk and breakfast.'), ...home('Peucang')], meals: ['B', 'L'] },
            ],
            inclusions: [...adventureInclusions, 'Boat to Panaitan Island'],
          },
          {
            id: 'package-c-b',
            label: 'Package B',
            title: 'Peucang, Tanjung Layar and the jungle camp',
            summary: 'Peucang, a night by the lighthouse at Java\u2019s western tip and a night in the jungle at Cidaon.',
            duration: '4D/3N',
            grade: 'Moderate',
            start: fromJakarta,
            transport: carAndBoat,
            accommodation: 'Guest house on Peucang, tent camps at Tanjung Layar and Cidaon',
            itinerary: [
              { day: 1, title: 'Jakarta to Peucang Island', sites: ['peucang', 'cidaon'], entries: [...toPeucang, cidaonEvening, at('19:00', 'Dinner at the guest house.')], meals: ['L', 'D'], overnight: guestHouse },
              {
                day: 2,
                title: 'To Tanjung Layar',
                sites: ['peucang', 'tanjung-layar'],
                entries: [peucangWalk, at('09:00', 'Boat to Cibom and walk to the Tanjung Layar lighthouse (about 1 hour).'), at('14:00', 'Rock pools and cliffs at the western tip of Java.'), at('19:00', 'Dinner in camp.')],
                meals: ['B', 'L', 'D'],
                overnight: 'Tent camp at Tanjung Layar',
              },
              {
                day: 3,
                title: 'Forest trail to Cidaon',
                sites: ['tanjung-layar', 'peninsula-trails', 'cidaon'],
                entries: [at('07:00', 'Trek through the forest from Tanjung Layar towards Cidaon with a ranger (about 5 hours), listening for Javan Gibbon (seen only with luck) and watching for rhino signs.'), at('15:00', 'Set up the jungle camp; evening watch at the grazing ground.'), at('19:00', 'Dinner in camp, then a night walk.')],
                meals: ['B', 'L', 'D'],
                overnight: 'Jungle camp at Cidaon',
              },
              { day: 4, title: 'Cidaon and home', sites: ['cidaon', 'jakarta'], entries: [at('06:00', 'Dawn watch at the grazing ground; breakfast.'), ...home('Cidaon')], meals: ['B', 'L'] },
            ],
            inclusions: [...adventureInclusions, camp],
          },
        ],
      },
      {
        id: 'package-e',
        label: 'Trekking Tour',
        heading: 'Trekking Tour',
        packages: [
          {
            id: 'package-e',
            label: 'Trekking Tour',
            title: 'South coast trek: Taman Jaya to Cidaon',
            summary: 'Four days on foot along the wild south coast and across the peninsula, camping on empty beaches.',
            duration: '4D/3N',
            grade: 'Challenging',
            start: fromJakarta,
            transport: 'Private car to Taman Jaya, on foot across the park, wooden boat from Cidaon to Sumur',
            accommodation: 'Tent camps on the beach and in the forest',
            itinerary: [
              {
                day: 1,
                title: 'Jakarta to Karang Ranjang',
                sites: ['south-coast'],
                entries: [at('05:00', 'Pick-up in Jakarta; drive to the park office at Taman Jaya (about 5 hours).'), at('11:00', 'Lunch and permits, then trek through the forest to the south coast at Karang Ranjang (about 4 hours).'), at('19:00', 'Dinner in camp.')],
                meals: ['L', 'D'],
                overnight: 'Beach camp at Karang Ranjang',
              },
              {
                day: 2,
                title: 'Along the south coast to Cibandawoh',
                sites: ['south-coast'],
                entries: [at('07:00', 'Walk the long beaches and headlands to Cibandawoh (about 6 hours), with river crossings at low tide.'), at('19:00', 'Dinner in camp.')],
                meals: ['B', 'L', 'D'],
                overnight: 'Beach camp at Cibandawoh',
              },
              {
                day: 3,
                title: 'Cibandawoh to Cibunar',
                sites: ['south-coast'],
                entries: [at('07:00', 'Continue west past Cikeusik to the river mouth at Cibunar (about 6 hours); Javan Lutung and Long-tailed Macaques along the way.'), at('19:00', 'Dinner in camp.')],
                meals: ['B', 'L', 'D'],
                overnight: 'Forest camp at Cibunar',
              },
              {
                day: 4,
                title: 'Across the peninsula to Cidaon and home',
                sites: ['peninsula-trails', 'cidaon', 'jakarta'],
                entries: [at('06:00', 'Cross the peninsula on the ranger trail to Cidaon (about 4 hours).'), at('11:00', 'Wooden boat from Cidaon to Sumur; lunch on board.'), at('14:30', 'Drive back to Jakarta; arrive in the evening.')],
                meals: ['B', 'L'],
              },
            ],
            inclusions: [...adventureInclusions, camp, 'Porters for the camp gear'],
          },
        ],
      },
      {
        id: 'jungle-tour',
        label: 'Jungle Tour',
        heading: 'Jungle Tour',
        packages: [
          {
            id: 'jungle-tour',
            label: 'Jungle Tour',
            title: 'Two nights in the jungle camp',
            summary: 'For wildlife watchers: two nights at the forest edge, dawn and dusk at the grazing ground and night walks.',
            duration: '3D/2N',
            grade: 'Moderate',
            start: fromJakarta,
            transport: carAndBoat,
            accommodation: 'Jungle camp at Cidaon',
            itinerary: [
              { day: 1, title: 'Jakarta to Cidaon', sites: ['peucang', 'cidaon'], entries: [...toPeucang, cidaonEvening, at('19:00', 'Dinner in camp, then a night walk.')], meals: ['L', 'D'], overnight: 'Jungle camp at Cidaon' },
              {
                day: 2,
                title: 'A day in the forest',
                sites: ['cidaon', 'peninsula-trails'],
                entries: [at('05:30', 'Dawn at the grazing ground, then a forest walk listening for Javan Gibbon, seen only with luck.'), at('09:00', 'Ranger-led trek through rhino country (about 4 hours); the rhinos\u2019 core zones stay closed to visitors.'), at('16:00', 'Evening watch at the grazing ground.'), at('19:00', 'Dinner in camp and a night walk for civets and mouse-deer.')],
                meals: ['B', 'L', 'D'],
                overnight: 'Jungle camp at Cidaon',
              },
              { day: 3, title: 'Cidaon and home', sites: ['cidaon', 'jakarta'], entries: [at('06:00', 'Dawn watch and breakfast.'), ...home('Cidaon')], meals: ['B', 'L'] },
            ],
            inclusions: [...adventureInclusions, camp],
          },
        ],
      },
    ],
  },
  birding: {
    heading: 'Birding Ujung Kulon',
    lead: 'More than 300 species are recorded in the park. Our bird guide plans each day around dawn and dusk, when the forest is loudest.',
    items: [
      {
        id: 'birding-a',
        label: '2D/1N',
        title: 'Birding Peucang and Cidaon',
        summary: 'A short trip for the park\u2019s signature birds on Peucang and at the Cidaon grazing ground.',
        focus: 'Green Peafowl, hornbills and kingfishers',
        keyBirds: ['grepea1', 'rhihor1', 'orphor1', 'stbkin1', 'wbseag1'],
        duration: '2D/1N',
        grade: 'Easy',
        start: fromJakarta,
        transport: carAndBoat,
        accommodation: guestHouse,
        itinerary: [
          { day: 1, title: 'Jakarta to Peucang Island', sites: ['peucang', 'cidaon'], entries: [...toPeucang, at('16:00', 'Cidaon grazing ground: Green Peafowl display and feed on the grass; with luck, a Lesser Adjutant on the river.'), at('19:00', 'Dinner at the guest house.')], meals: ['L', 'D'], overnight: guestHouse },
          { day: 2, title: 'Dawn on Peucang and home', sites: ['peucang', 'jakarta'], entries: [at('05:30', 'Dawn birding on Peucang: Rhinoceros Hornbill, Oriental Pied-Hornbill and Green Imperial-Pigeon.'), at('08:00', 'Breakfast.'), ...home('Peucang')], meals: ['B', 'L'] },
        ],
        inclusions: birdingInclusions,
      },
      {
        id: 'birding-b',
        label: '3D/2N',
        title: 'Forest and coast birding',
        summary: 'Adds a full day in the lowland forest for pittas, broadbills and malkohas.',
        focus: 'Lowland forest birds and, with luck, Javan Banded-Pitta',
        keyBirds: ['banpit2', 'banbro1', 'chbmal2', 'grepea1', 'wrehor1', 'blekin1'],
        duration: '3D/2N',
        grade: 'Moderate',
        start: fromJakarta,
        transport: carAndBoat,
        accommodation: guestHouse,
        itinerary: [
          { day: 1, title: 'Jakarta to Peucang Island', sites: ['peucang', 'cidaon'], entries: [...toPeucang, at('16:00', 'Cidaon grazing ground for Green Peafowl and Green Junglefowl.'), at('19:00', 'Dinner at the guest house.')], meals: ['L', 'D'], overnight: guestHouse },
          {
            day: 2,
            title: 'Lowland forest',
            sites: ['cidaon', 'peninsula-trails'],
            entries: [
              at('05:30', 'Forest trails behind Cidaon at first light for Chestnut-breasted Malkoha and, with luck, Javan Banded-Pitta and Banded Broadbill.'),
              at('11:00', 'Rest through the heat of the day.'),
              at('15:00', 'Forest edge and river mouth for Wreathed Hornbill flying to roost, Crested Serpent-Eagle and, with luck, Blue-eared Kingfisher.'),
              at('19:00', 'Dinner and the day\u2019s bird list.'),
            ],
            meals: ['B', 'L', 'D'],
            overnight: guestHouse,
          },
          { day: 3, title: 'Peucang and home', sites: ['peucang', 'jakarta'], entries: [at('05:30', 'Dawn birding on Peucang.'), ...home('Peucang')], meals: ['B', 'L'] },
        ],
        inclusions: birdingInclusions,
      },
      {
        id: 'birding-c',
        label: '4D/3N',
        title: 'Ujung Kulon birding in depth',
        summary: 'Four days to work the forest, the grazing grounds and the coast at an easy pace.',
        focus: 'A broad list of lowland forest, grassland and coastal birds',
        keyBirds: ['banpit2', 'grepea1', 'rhihor1', 'wrehor1', 'bknfrd1', 'pacreh1', 'lesadj1'],
        duration: '4D/3N',
        grade: 'Moderate',
        start: fromJakarta,
        transport: carAndBoat,
        accommodation: guestHouse,
        itinerary: [
          { day: 1, title: 'Jakarta to Peucang Island', sites: ['peucang', 'cidaon'], entries: [...toPeucang, at('16:00', 'Cidaon grazing ground at dusk.'), at('19:00', 'Dinner at the guest house.')], meals: ['L', 'D'], overnight: guestHouse },
          { day: 2, title: 'Cidaon forest', sites: ['cidaon', 'peninsula-trails'], entries: [at('05:30', 'Forest trails behind Cidaon for pittas, broadbills and babblers.'), at('15:00', 'Grazing ground and river mouth.'), at('19:00', 'Dinner.')], meals: ['B', 'L', 'D'], overnight: guestHouse },
          { day: 3, title: 'Peucang and the coast', sites: ['peucang', 'ujung-kulon'], entries: [at('05:30', 'Peucang forest for fruit-doves, imperial-pigeons and hornbills.'), at('14:00', 'Boat along the coast for Pacific Reef-Heron and White-bellied Sea-Eagle.'), at('19:00', 'Dinner.')], meals: ['B', 'L', 'D'], overnight: guestHouse },
          { day: 4, title: 'Last dawn and home', sites: ['peucang', 'jakarta'], entries: [at('05:30', 'Last dawn walk for anything missed.'), ...home('Peucang')], meals: ['B', 'L'] },
        ],
        inclusions: birdingInclusions,
      },
      {
        id: 'birding-d',
        label: 'Trekking Tour',
        title: 'Birding trek across the peninsula',
        summary: 'The 4D/3N birding trip on foot: from Taman Jaya along the south coast and across to Cidaon, birding all the way.',
        focus: 'Birds of the remote forest and south coast, for fit walkers',
        keyBirds: ['banpit2', 'grejun1', 'wrehor1', 'y00839', 'grtdro1', 'colkin1'],
        duration: '4D/3N',
        grade: 'Challenging',
        start: fromJakarta,
        transport: 'Private car to Taman Jaya, on foot across the park, wooden boat from Cidaon to Sumur',
        accommodation: 'Tent camps on the beach and in the forest',
        itinerary: [
          { day: 1, title: 'Jakarta to Karang Ranjang', sites: ['south-coast'], entries: [at('05:00', 'Pick-up in Jakarta; drive to Taman Jaya (about 5 hours).'), at('11:00', 'Trek and bird through the forest to the south coast at Karang Ranjang.'), at('19:00', 'Dinner in camp.')], meals: ['L', 'D'], overnight: 'Beach camp at Karang Ranjang' },
          { day: 2, title: 'South coast to Cibandawoh', sites: ['south-coast'], entries: [at('05:30', 'Dawn birding at the forest edge.'), at('08:00', 'Walk the coast to Cibandawoh, watching for Changeable Hawk-Eagle and Collared Kingfisher.'), at('19:00', 'Dinner in camp.')], meals: ['B', 'L', 'D'], overnight: 'Beach camp at Cibandawoh' },
          { day: 3, title: 'Cibandawoh to Cibunar', sites: ['south-coast'], entries: [at('05:30', 'Dawn chorus in the coastal forest.'), at('08:00', 'Walk on to Cibunar through forest with Greater Racket-tailed Drongo and, with luck, Green Junglefowl.'), at('19:00', 'Dinner in camp.')], meals: ['B', 'L', 'D'], overnight: 'Forest camp at Cibunar' },
          { day: 4, title: 'Across to Cidaon and home', sites: ['peninsula-trails', 'cidaon', 'jakarta'], entries: [at('05:30', 'Ranger trail to Cidaon, listening for Javan Banded-Pitta, seen only with luck.'), at('11:00', 'Wooden boat to Sumur; lunch on board.'), at('14:30', 'Drive back to Jakarta; arrive in the evening.')], meals: ['B', 'L'] },
        ],
        inclusions: [...birdingInclusions, camp, 'Porters for the camp gear'],
      },
    ],
  },
  exclusions: ['Canoeing on the Cigenter River (closed since November 2023)', 'Alcohol and soft drinks beyond those served with meals', 'Tips for the guide, rangers, driver and boat crew', 'Personal expenses and travel insurance'],
  whatToBring: ['Binoculars and camera with spare batteries', 'Light long trousers and long-sleeved shirts', 'Trekking shoes and sandals', 'Rain jacket', 'Torch or head torch', 'Insect repellent and sun block', 'Hat and sun glasses', 'Swim suit and a quick-drying towel', 'Personal medicine'],
  activities: {
    eyebrow: 'In the park',
    heading: 'Park activities',
    items: [
      { title: 'Wildlife watching', description: 'Banteng, Javan Rusa and Green Peafowl at the Cidaon grazing ground at dawn and dusk.' },
      { title: 'Jungle trekking', description: 'Ranger-led walks where the park allows them, on Peucang and Panaitan; the trails of the peninsula and the south-coast trek are closed for now, as each package\u2019s days say.' },
      { title: 'Snorkelling', description: 'Coral reefs off Peucang Island and in the bays of Panaitan.' },
      { title: 'Birding', description: 'Hornbills, pittas, broadbills and kingfishers in the largest lowland forest left on Java.' },
      { title: 'Night walks', description: 'Civets, mouse-deer and flying foxes by torchlight around the camps.' },
    ],
  },
  seasons: { eyebrow: 'Plan your trip', heading: 'Best time to visit', lead: 'The islands and the coast are open all year, the trails of the peninsula closed for now; the dry season is the easiest time to cross by boat.' },
  conservation: {
    eyebrow: 'Conservation',
    heading: 'Why Ujung Kulon matters',
    paragraphs: [
      'Ujung Kulon is the last home of the Javan Rhinoceros, one of the rarest large mammals on Earth. It also protects the largest block of lowland rainforest left on Java, with Javan Gibbon, Banteng, Javan Leopard and hundreds of bird species.',
      'The government estimated about 82 rhinos in 2024, and poaching is back: poachers have confessed to killing 26 between 2019 and 2023. Park fees and the rangers who walk with our guests help pay for the patrols that guard the forest and its animals.',
    ],
    facts: [
      { value: '1,206 km²', label: 'Park area' },
      { value: '1921', label: 'Protected since' },
      { value: '1991', label: 'UNESCO World Heritage since' },
    ],
    stats: [
      { value: '73', label: 'Javan rhinoceros', provenance: { source: "the specification's figure, with no census or year named (spec 001, Ujung Kulon stats)" } }, // CONFIRM: the spec's census figure, which changes from year to year; our own words give one dated figure, the government's estimate of about 82 in 2024 (the mammals page's stat). npm run check:launch lists both
      { value: '300+', label: 'Bird species', provenance: { source: "the specification's figure (spec 001, Ujung Kulon stats)" } },
      { value: '25', label: 'Endemic species', provenance: { source: "the specification's figure (spec 001, Ujung Kulon stats)" } },
      { value: '5000+', label: 'Visitors since 2011', provenance: { source: "the operator's own count of guests, as the specification gives it (spec 001, Ujung Kulon stats)" } },
    ],
  },
  inquiry: {
    heading: 'Plan your Ujung Kulon trip',
    lead: 'Tell us your dates, your group and whether you lean to wildlife, trekking or birds, and we will put a trip together. Write, mail or call, whichever suits you.',
  },
} satisfies TourInput;
