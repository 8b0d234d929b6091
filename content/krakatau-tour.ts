// The Krakatau tour page (/krakatau-tour): hero, 4-photo gallery, One Day and Overnight packages
// (Package A from Jakarta, Package B from Marina Carita), the 3D/2N Krakatau plus Ujung Kulon
// tour, access to the volcano, its history and the inquiry prompt. Facts are the operator's
// published ones; test/unit/krakatau-tour.test.ts pins them.
//
// Access: the volcanology agency (PVMBG) sets an exclusion zone around the active crater that
// follows the alert level (it has been 2 to 5 km since the December 2018 collapse), so no
// itinerary lands on Anak Krakatau: it is seen from the boat outside the zone. Rakata, Sertung and
// Panjang lie 2 to 4 km from the crater, so the wider zones close them too; every line that lands,
// camps or snorkels there says it happens only while the zone leaves it open. The islands are a
// nature reserve, entered with a SIMAKSI permit from the conservation agency (BKSDA).
import type { TourInput } from './schema/tour.ts';

const boatView =
  'Anak Krakatau from the boat, always from outside the exclusion zone set for the day\u2019s alert level: the steaming vents, and the grey tephra slopes and crater bay left where the cone collapsed in 2018, with the guide explaining what you see.';
const rakataLanding = 'Land on Rakata, the surviving wall of the 1883 caldera, when the exclusion zone leaves it open: a short forest walk along the shore and a swim from the beach.';
const snorkel = 'Snorkel over the coral gardens between Rakata and Panjang islands when the zone leaves them open (masks and fins provided).';
const reservePermit = 'Reserve entrance fee and the SIMAKSI permit from the conservation agency (BKSDA) to land in the Krakatau nature reserve';
const campPermit = 'Reserve entrance fee and the SIMAKSI permit from the conservation agency (BKSDA) to land and camp in the Krakatau nature reserve';

const whatToBringDay = ['Camera and batteries', 'Trekking shoes', 'Towel', 'Sun block', 'Sun glasses', 'Hat', 'Backpack', 'Swim suit'];
const whatToBringOvernight = [...whatToBringDay, 'Torch'];

const dayExclusions = ['Optional Ujung Kulon tour', 'Dinner', 'Alcohol'];

const speedBoat = 'Double-engine speed boat';

export default {
  id: 'krakatau',
  layout: 'krakatau',
  hero: {
    image: { id: 'tours/krakatau-hero', alt: 'Anak Krakatau volcano steaming above the blue Sunda Strait' },
    caption: 'Explore the legendary volcanic island',
    lead: 'Cross the Sunda Strait by speed boat, watch the young cone of Anak Krakatau from the water, walk the forest of Rakata and snorkel volcanic reefs.',
  },
  gallery: {
    eyebrow: 'The islands',
    heading: 'Krakatau in pictures',
    lead: 'Four sides of the Krakatau archipelago, a day from Jakarta.',
    photos: [
      { title: 'Active Volcano', caption: 'Anak Krakatau, seen from the boat outside its exclusion zone.', image: { id: 'krakatau/1', alt: 'The grey cone of Anak Krakatau with a plume drifting over the sea' } },
      { title: 'Island Paradise', caption: 'Quiet beaches on Rakata and Sertung, what remains of the old volcano.', image: { id: 'krakatau/2', alt: 'Palm-fringed beach of pale sand under a green island ridge' } },
      { title: 'Marine Life', caption: 'Coral gardens and reef fish in the clear water off Panjang.', image: { id: 'krakatau/3', alt: 'Reef fish swimming over hard corals in clear blue water' } },
      { title: 'Beach Camping', caption: 'A night in tents on the beach, with dinner by the fire.', image: { id: 'krakatau/4', alt: 'Tents on a beach at dusk beside a small camp fire' } },
    ],
  },
  packages: {
    eyebrow: 'Tour packages',
    heading: 'Choose your Krakatau tour',
    lead: 'A day trip or a night on the beach, from Jakarta or from Marina Carita, or three days that add Ujung Kulon National Park.',
    groups: [
      {
        id: 'one-day',
        label: 'One Day',
        heading: 'One Day Krakatau Tour',
        packages: [
          {
            id: 'package-a',
            label: 'Package A',
            from: 'from Jakarta',
            title: 'One Day Krakatau Tour from Jakarta',
            duration: 'One Day',
            start: 'Jakarta (your hotel or the airport)',
            departureTime: 'Pick-up at 5 am',
            transport: `Private car and ${speedBoat.toLowerCase()}; the boat crossing takes 1.5 hours`,
            grade: 'Easy',
            itinerary: [
              {
                day: 1,
                title: 'Jakarta to Krakatau and back',
                sites: ['sunda-strait', 'anak-krakatau', 'rakata'],
                entries: [
                  { time: '05:00', text: 'Pick-up at your Jakarta hotel or the airport; drive west to Marina Carita on the Banten coast (about 3 hours).' },
                  { time: '08:00', text: 'Arrive at Marina Carita, safety briefing and life jackets.' },
                  { time: '08:30', text: 'Board the double-engine speed boat and cross the Sunda Strait to the Krakatau islands (1.5 hours).' },
                  { time: '10:00', text: boatView },
                  { time: '11:00', text: rakataLanding },
                  { time: '12:30', text: 'Picnic lunch on the beach.' },
                  { time: '13:30', text: snorkel },
                  { time: '14:30', text: 'Speed boat back to Marina Carita (1.5 hours).' },
                  { time: '16:30', text: 'Drive back to Jakarta.' },
                  { time: '19:30', text: 'Back at your Jakarta hotel at about 7:30 pm.' },
                ],
                meals: ['L'],
              },
            ],
            inclusions: [
              'Pick-up and drop-off in Jakarta',
              'Private car with driver',
              'Double-engine speed boat with crew',
              reservePermit,
              'English-speaking guide',
              'Lunch, drinking water and snacks',
              'Snorkelling gear and life jackets',
            ],
            exclusions: dayExclusions,
            whatToBring: whatToBringDay,
          },
          {
            id: 'package-b',
            label: 'Package B',
            from: 'from Marina Carita',
            title: 'One Day Krakatau Tour from Marina Carita',
            duration: '8 hours',
            start: 'Marina Carita, Banten',
            departureTime: 'Start at 08:30 (meet at 08:00)',
            transport: `${speedBoat} only (come to Marina Carita on your own)`,
            grade: 'Easy',
            itinerary: [
              {
                day: 1,
                title: 'Marina Carita to Krakatau and back',
                sites: ['sunda-strait', 'anak-krakatau', 'rakata'],
                entries: [
                  { time: '08:00', text: 'Meet the guide at Marina Carita; safety briefing and life jackets.' },
                  { time: '08:30', text: 'Speed boat across the Sunda Strait to the Krakatau islands (1.5 hours).' },
                  { time: '10:00', text: boatView },
                  { time: '11:00', text: rakataLanding },
                  { time: '12:30', text: 'Picnic lunch on the beach.' },
                  { time: '13:30', text: snorkel },
                  { time: '15:00', text: 'Speed boat back to Marina Carita.' },
                  { time: '16:30', text: 'Arrive at Marina Carita; end of the tour.' },
                ],
                meals: ['L'],
              },
            ],
            inclusions: [
              'Double-engine speed boat with crew from Marina Carita',
              reservePermit,
              'English-speaking guide',
              'Lunch, drinking water and snacks',
              'Snorkelling gear and life jackets',
            ],
            exclusions: [...dayExclusions, 'Transport to and from Marina Carita'],
            whatToBring: whatToBringDay,
          },
        ],
      },
      {
        id: 'overnight',
        label: 'Overnight',
        heading: 'Overnight Krakatau Tour',
        packages: [
          {
            id: 'package-a',
            label: 'Package A',
            from: 'from Jakarta',
            title: 'Overnight Krakatau Tour from Jakarta',
            duration: '2 Days / 1 Night',
            start: 'Jakarta (your hotel or the airport)',
            departureTime: 'Pick-up at 5 am',
            transport: `Private car and ${speedBoat.toLowerCase()}`,
            grade: 'Easy',
            accommodation: 'Beach camp (camping only)',
            itinerary: [
              {
                day: 1,
                title: 'Jakarta to a beach camp in the Krakatau islands',
                sites: ['sunda-strait', 'anak-krakatau', 'rakata'],
                entries: [
                  { time: '05:00', text: 'Pick-up at your Jakarta hotel or the airport; drive to Marina Carita (about 3 hours).' },
                  { time: '08:30', text: 'Speed boat across the Sunda Strait (1.5 hours).' },
                  { time: '10:00', text: boatView },
                  { time: '11:30', text: 'Land on Rakata, if the exclusion zone leaves it open, and set up the beach camp with the crew; lunch.' },
                  { time: '14:00', text: snorkel },
                  { time: '16:30', text: 'Forest walk on Rakata, then watch the sun set behind Anak Krakatau from the beach.' },
                  { time: '18:30', text: 'Dinner at the camp.' },
                ],
                meals: ['L', 'D'],
                overnight: 'Beach camp on Rakata',
              },
              {
                day: 2,
                title: 'Sunrise over the volcano and back to Jakarta',
                sites: ['rakata', 'anak-krakatau', 'sunda-strait', 'jakarta'],
                entries: [
                  { time: '05:30', text: 'Sunrise over Anak Krakatau from the beach; breakfast.' },
                  { time: '08:00', text: 'Morning boat ride round Sertung and Panjang, with a last look at the cone from outside the exclusion zone.' },
                  { time: '10:00', text: 'Swim and snorkel where the zone allows, then break camp.' },
                  { time: '12:00', text: 'Lunch, then speed boat back to Marina Carita (1.5 hours).' },
                  { time: '14:30', text: 'Drive back to Jakarta; arrive in the evening.' },
                ],
                meals: ['B', 'L'],
              },
            ],
            inclusions: [
              'Pick-up and drop-off in Jakarta',
              'Private car with driver',
              'Double-engine speed boat with crew',
              'Tents, sleeping mats and camp crew',
              campPermit,
              'English-speaking guide',
              'Meals as listed, drinking water and snacks',
              'Snorkelling gear and life jackets',
            ],
            exclusions: ['Optional Ujung Kulon tour', 'Alcohol', 'Tips for the guide and crew'],
            whatToBring: whatToBringOvernight,
          },
          {
            id: 'package-b',
            label: 'Package B',
            from: 'from Marina Carita',
            title: 'Overnight Krakatau Tour from Marina Carita',
            duration: '2 Days / 1 Night',
            start: 'Marina Carita, Banten',
            departureTime: 'Departs at 09:00',
            transport: `${speedBoat} only (come to Marina Carita on your own)`,
            grade: 'Easy',
            accommodation: 'Beach camp (camping only)',
            itinerary: [
              {
                day: 1,
                title: 'Marina Carita to a beach camp in the Krakatau islands',
                sites: ['sunda-strait', 'anak-krakatau', 'rakata'],
                entries: [
                  { time: '08:30', text: 'Meet the guide at Marina Carita; safety briefing.' },
                  { time: '09:00', text: 'Speed boat across the Sunda Strait (1.5 hours).' },
                  { time: '10:30', text: boatView },
                  { time: '12:00', text: 'Land on Rakata, if the exclusion zone leaves it open, and set up the beach camp; lunch.' },
                  { time: '14:30', text: snorkel },
                  { time: '17:00', text: 'Sunset over Anak Krakatau from the beach.' },
                  { time: '19:00', text: 'Dinner at the camp.' },
                ],
                meals: ['L', 'D'],
                overnight: 'Beach camp on Rakata',
              },
              {
                day: 2,
                title: 'Sunrise and back to Marina Carita',
                sites: ['rakata', 'anak-krakatau', 'sunda-strait'],
                entries: [
                  { time: '05:30', text: 'Sunrise over Anak Krakatau; breakfast.' },
                  { time: '08:00', text: 'Boat ride round Sertung and Panjang and a last swim.' },
                  { time: '11:00', text: 'Break camp and speed boat back to Marina Carita.' },
                  { time: '12:30', text: 'Arrive at Marina Carita; end of the tour.' },
                ],
                meals: ['B'],
              },
            ],
            inclusions: [
              'Double-engine speed boat with crew from Marina Carita',
              'Tents, sleeping mats and camp crew',
              campPermit,
              'English-speaking guide',
              'Meals as listed, drinking water and snacks',
              'Snorkelling gear and life jackets',
            ],
            exclusions: ['Optional Ujung Kulon tour', 'Alcohol', 'Transport to and from Marina Carita'],
            whatToBring: whatToBringOvernight,
          },
        ],
      },
    ],
    extended: {
      id: '3d2n',
      label: '3D/2N',
      title: 'Krakatau and Ujung Kulon, 3 Days / 2 Nights',
      summary: 'The volcano from the water and a beach camp on Rakata, then the rainforest, grazing grounds and beaches of Ujung Kulon National Park.',
      duration: '3 Days / 2 Nights',
      start: 'Jakarta (your hotel or the airport); Marina Carita, the Carita port, is about 3 hours away',
      departureTime: 'Pick-up at 5 am',
      transport: 'Private car, double-engine speed boat and wooden boat',
      grade: 'Moderate',
      accommodation: 'Beach camp on Rakata, guest house on Peucang Island',
      itinerary: [
        {
          day: 1,
          title: 'Jakarta to Krakatau',
          sites: ['sunda-strait', 'anak-krakatau', 'rakata'],
          entries: [
            { text: 'We pick you up at 5 am and drive west to Marina Carita, about 3 hours from Jakarta, with breakfast on the way.' },
            { text: 'The speed boat crosses the Sunda Strait in about 1.5 hours. We watch Anak Krakatau from outside the exclusion zone while the guide tells the story of 1883 and of the 2018 collapse, then land on Rakata if the zone leaves it open.' },
            { text: 'Afternoon snorkelling off Rakata and Panjang where the zone allows, sunset over the volcano and dinner at the beach camp at 7 pm.' },
          ],
          meals: ['L', 'D'],
          overnight: 'Beach camp on Rakata',
        },
        {
          day: 2,
          title: 'Across the strait to Ujung Kulon',
          sites: ['rakata', 'anak-krakatau', 'sunda-strait', 'peucang', 'cidaon'],
          entries: [
            { text: 'Sunrise over Anak Krakatau and breakfast in camp. The boat then runs south-west along the Java coast to Peucang Island in Ujung Kulon National Park (about 3 hours, sea permitting).' },
            { text: 'After lunch at Peucang, a short boat hop to the Cidaon grazing ground, where Banteng, Green Peafowl and Javan Rusa come out to the grass in the late afternoon.' },
            { text: 'Evening walk on Peucang, where Long-tailed Macaques, Javan Rusa and Wild Boar wander the beach forest; dinner at the guest house.' },
          ],
          meals: ['B', 'L', 'D'],
          overnight: 'Guest house on Peucang Island',
        },
        {
          day: 3,
          title: 'Peucang forest, then home',
          sites: ['peucang', 'jakarta'],
          entries: [
            { text: 'Early forest walk on Peucang among giant strangling figs, listening for hornbills, then breakfast.' },
            { text: 'Swim and snorkel at the clear white-sand beach, then the wooden boat to Sumur harbour (about 3 hours) and lunch.' },
            { text: 'Drive back to Jakarta, arriving in the evening.' },
          ],
          meals: ['B', 'L'],
        },
      ],
      inclusions: [
        'Pick-up and drop-off in Jakarta',
        'Private car with driver',
        'Speed boat to Krakatau and boat to Peucang Island',
        'Tents, sleeping mats and camp crew on Rakata',
        'Guest house on Peucang Island',
        campPermit,
        'Ujung Kulon National Park entrance fees and ranger permits',
        'English-speaking guide',
        'Meals as listed, drinking water and snacks',
        'Snorkelling gear and life jackets',
      ],
      exclusions: ['Alcohol', 'Tips for the guide, rangers and crew', 'Personal expenses and travel insurance'],
      whatToBring: whatToBringOvernight,
    },
  },
  access: {
    heading: 'Seeing the volcano safely',
    paragraphs: [
      'Anak Krakatau is an active volcano. Indonesia\u2019s volcanology agency (PVMBG, the Centre for Volcanology and Geological Hazard Mitigation) sets an exclusion zone around its crater that follows the alert level; since the 2018 collapse it has been between 2 and 5 km. We see the volcano from the boat, always from outside that zone, and no one walks on the volcano itself.',
      'Rakata, Sertung and Panjang lie within a few kilometres of the crater, so landings, the beach camp and snorkelling there happen only while the zone leaves them open. We confirm the current alert level with the agency before each trip. When the zone covers the islands, we re-route the trip to waters and beaches outside it, or cancel it and refund you.', // CONFIRM: the re-route and refund promise is the operator's cancellation policy
    ],
  },
  history: {
    eyebrow: 'History',
    heading: 'About Krakatau Volcano',
    lead: 'One of the most famous eruptions on Earth, and a volcano still building itself out of the sea.',
    paragraphs: [
      'Krakatau sits in the Sunda Strait between Java and Sumatra. On 26 and 27 August 1883 it erupted with such force that the explosions were heard more than 4,000 km away, and most of the island collapsed into the sea. The tsunamis that followed swept the coasts of Banten and Lampung and killed more than 36,000 people. Ash in the upper atmosphere coloured sunsets around the world for months.',
      'What remains of the old volcano is a ring of islands around a drowned caldera: Rakata, Sertung and Panjang. In 1927 a new volcano broke the surface in the middle of the caldera. It was named Anak Krakatau, the child of Krakatau, and grew in eruption after eruption to more than 300 metres.',
      'On 22 December 2018 part of Anak Krakatau\u2019s south-west flank slid into the sea during an eruption. The collapse sent a tsunami onto the shores of the Sunda Strait without warning, killing more than 400 people. The collapse and the weeks of eruption after it took away the top of the cone, leaving slopes of grey tephra around a crater bay open to the sea. The volcano has erupted on and off since, which is why its crater is closed to visitors and seen from the water.',
      'Life returns quickly here. After 1883 the islands were bare; within fifty years Rakata was forested again, and biologists still study how plants and animals reach and settle new volcanic land.',
    ],
    timeline: [
      { year: '1883', text: 'Eruption and caldera collapse; tsunamis kill more than 36,000 people.' },
      { year: '1927', text: 'Anak Krakatau rises from the sea inside the caldera.' },
      { year: '2018', text: 'Flank collapse on 22 December triggers a tsunami in the Sunda Strait.' },
    ],
  },
  inquiry: {
    heading: 'Plan your Krakatau trip',
    lead: 'Tell us your dates and how many you are, and we will plan the crossing, the boat and the camp around them. Write, mail or call, whichever suits you.',
  },
} satisfies TourInput;
