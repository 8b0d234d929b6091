// The mammals tour page (/mammals-tour): hero, 8-photo carousel, three packages and the 27 key
// species. Package facts are the operator's published ones, exactly; the build checks them
// (the mammals rules in content/schema/tour.ts). Species come from content/species/mammals.ts.
import type { ItineraryDayInput } from './schema/itinerary.ts';
import type { TourInput } from './schema/tour.ts';
import { mammalCarousel, mammalLabel, ujungKulonMammalIds } from './species/mammals.ts';

const depart = 'Jakarta, from your hotel or the airport';
const transport = 'Private car and wooden boat; the boat to Peucang Island takes about 3 hours';
const canoeing = 'Canoeing on the Cigenter River (closed since November 2023)';
const tips = 'Tips for the guide, rangers, driver and boat crew';

const commonInclusions = [
  'Pick-up and drop-off in Jakarta (hotel or Soekarno-Hatta airport)',
  'Private car with driver for the whole tour',
  'Wooden boat between Sumur, Peucang Island and the landing points',
  'Park entrance fees, ranger permits and a park ranger as tracker',
  'English-speaking wildlife guide',
  'Drinking water, coffee, tea and snacks',
];
const campKit = 'Jungle camp: tents, sleeping mats, cook and camp crew';

/** Day 1 is the same journey in every package; only the pick-up time differs. */
const arrivalDay = (pickUp: string): ItineraryDayInput => ({
  day: 1,
  title: 'Jakarta to Ujung Kulon',
  sites: ['peucang', 'cidaon'],
  entries: [
    { text: `${pickUp} pick-up at your Jakarta hotel or the airport; drive west through Serang, Labuan and the Sunda Strait coast to Sumur harbour (about 5 hours).` },
    { text: 'Lunch in Sumur, then board the wooden boat to Peucang Island (about 3 hours), with the coast of the peninsula alongside.' },
    { text: 'Register with the rangers on Peucang and cross the channel to the Cidaon grazing ground; set up the jungle camp at the forest edge.' },
    { text: 'Late afternoon at the Cidaon observation tower as Banteng, Wild Boar and Green Peafowl come out onto the grass.' },
    { text: 'Night walk with torches for Asian Palm Civet and, with luck, Sunda Leopard Cat; a Javan Slow Loris is rare here.' },
  ],
  meals: ['L', 'D'],
  overnight: 'Jungle camp at Cidaon',
});

const trackingDay: ItineraryDayInput = {
  day: 2,
  title: 'Tracking with the rangers',
  sites: ['cidaon', 'peninsula-trails'],
  entries: [
    { text: 'Dawn at the Cidaon grazing ground: Banteng herds and, with luck, a Dhole pack hunting the open grass at first light.' },
    { text: 'Ranger-led trail through rhino country towards Citerjun. The rhinos\u2019 core zones stay closed to visitors, so a Javan Rhinoceros is a rare piece of luck; its tracks and feeding signs beside the trail are a fair chance.' },
    { text: 'Listen for the dawn song of the Javan Gibbon and look for Javan Lutung in the riverside canopy; seeing a gibbon, or a Javan Surili, takes luck.' },
    { text: 'Picnic lunch in the forest; afternoon rest in camp while the heat passes, then a second watch at the grazing ground.' },
    { text: 'Night walk for Large Flying Fox leaving their roosts and, with luck, Javan Mouse-deer; a Sunda Porcupine is rare.' },
  ],
  meals: ['B', 'L', 'D'],
  overnight: 'Jungle camp at Cidaon',
};

export default {
  id: 'mammals',
  layout: 'mammals',
  hero: {
    image: { id: 'tours/mammals-hero', alt: 'Lowland rainforest meeting a quiet beach on the Ujung Kulon peninsula' },
    eyebrow: 'Ujung Kulon National Park',
    caption: 'The last stronghold of the Javan Rhinoceros',
    lead: 'Camp at the edge of the Cidaon grazing ground, walk with the rangers where the park allows and cross by wooden boat to Peucang Island, where deer and mouse-deer wander the beach forest.',
  },
  facts: [
    { label: 'Packages', value: '3D/2N, 4D/3N, 5D/4N' },
    { label: 'Pick-up', value: 'Jakarta, 5 am (4 am for 5D/4N)' },
    { label: 'Transport', value: 'Private car and wooden boat' },
    { label: 'Nights', value: 'Jungle camp and seaside' },
  ],
  carousel: {
    eyebrow: 'In the field',
    heading: 'Mammals you may meet',
    lead: 'Eight of the animals we look for on every tour, from the rhino itself to a mouse-deer no bigger than a rabbit.',
    // Names, scientific names and captions come from the species records (content/species/mammals.ts).
    photos: mammalCarousel.map(({ id }) => ({
      id,
      image: { id: `mammals/${id}`, alt: `${mammalLabel(id)} in Ujung Kulon National Park` },
    })),
  },
  packages: {
    eyebrow: 'Choose your package',
    heading: 'Tour packages',
    lead: 'Every package starts with a pick-up in Jakarta and spends two nights in the jungle camp; the longer ones add nights by the sea.',
    items: [
      {
        id: '3d2n',
        title: '3D/2N Javan Rhino Jungle Camp',
        duration: '3D/2N',
        summary: 'The shortest way into rhino country: two nights camping at the Cidaon grazing ground with dawn and dusk watches and night walks.',
        depart,
        departureTime: '5:00 am',
        transport,
        accommodation: '2 nights jungle camp at Cidaon',
        nights: { camp: 2, seaside: 0 },
        inclusions: [...commonInclusions, campKit, 'Meals as listed in the itinerary'],
        exclusions: [canoeing, tips, 'Personal expenses and travel insurance'],
        itinerary: [
          arrivalDay('5:00 am'),
          {
            ...trackingDay,
            sites: ['cidaon', 'peninsula-trails', 'peucang'],
            entries: [
              ...trackingDay.entries.slice(0, 3),
              { text: 'Afternoon boat across to Peucang Island: Javan Rusa on the lawns, Long-tailed Macaques on the beach and the forest trail to the rock arch of Karang Copong for sunset.' },
              { text: 'Back to camp for dinner and a night walk, with luck for Javan Mouse-deer; a Sunda Porcupine is rare.' },
            ],
          },
          {
            day: 3,
            title: 'Last dawn at camp, boat back to Jakarta',
            sites: ['cidaon', 'jakarta'],
            entries: [
              { text: 'Early walk behind the camp, listening for Javan Gibbon (seen only with luck), and a last look at the grazing ground.' },
              { text: 'Break camp and board the wooden boat back to Sumur (about 3 hours).' },
              { text: 'Drive back to Jakarta (about 5 hours); drop-off at your hotel or the airport in the evening.' },
            ],
            meals: ['B', 'L'],
          },
        ],
      },
      {
        id: '4d3n',
        title: '4D/3N Jungle Camp and Peucang Island',
        duration: '4D/3N',
        summary: 'Two nights in the jungle camp, a morning at the Tanjung Layar lighthouse on the western tip of Java and a night by the sea on Peucang Island.',
        depart,
        departureTime: '5:00 am',
        transport,
        accommodation: '2 nights jungle camp at Cidaon, 1 night seaside lodge on Peucang Island',
        nights: { camp: 2, seaside: 1 },
        inclusions: [...commonInclusions, campKit, 'Seaside lodge on Peucang Island, twin share', 'Meals as listed in the itinerary'],
        exclusions: [canoeing, tips, 'Personal expenses and travel insurance'],
        itinerary: [
          arrivalDay('5:00 am'),
          trackingDay,
          {
            day: 3,
            title: 'Tanjung Layar and Peucang Island',
            sites: ['tanjung-layar', 'peucang'],
            entries: [
              { text: 'Break camp; boat along the north coast to Cibom and walk through coastal forest to the Tanjung Layar lighthouse, the westernmost point of Java.' },
              { text: 'Scan the beaches for tracks of Dhole and Javan Leopard, and the trees for Javan Lutung, on the way back to the boat; seeing a dhole takes luck, a leopard is rare.' },
              { text: 'Afternoon on Peucang Island: Javan Rusa, Wild Boar and Long-tailed Macaques around the ranger station, then the forest trail to Karang Copong for sunset.' },
              { text: 'Dusk walk for Javan Mouse-deer at the forest edge.' },
            ],
            meals: ['B', 'L', 'D'],
            overnight: 'Seaside lodge on Peucang Island',
          },
          {
            day: 4,
            title: 'Peucang at dawn, boat back to Jakarta',
            sites: ['peucang', 'jakarta'],
            entries: [
              { text: 'Sunrise walk on Peucang for Plantain Squirrel and, with luck, Black Giant Squirrel and Javan Treeshrew.' },
              { text: 'Wooden boat back to Sumur (about 3 hours).' },
              { text: 'Drive back to Jakarta (about 5 hours); drop-off at your hotel or the airport in the evening.' },
            ],
            meals: ['B', 'L'],
          },
        ],
      },
      {
        id: '5d4n',
        title: '5D/4N Ujung Kulon Mammal Expedition',
        duration: '5D/4N',
        summary: 'The full expedition: jungle camp, the western tip of Java, a night on Peucang Island and a last night on the beach at Carita before the drive home.',
        depart,
        departureTime: '4:00 am',
        transport,
        accommodation: '2 nights jungle camp, 1 night seaside lodge on Peucang Island, 1 night beach hotel in Carita',
        nights: { camp: 2, seaside: 2 },
        inclusions: [...commonInclusions, campKit, 'Seaside lodge on Peucang Island and beach hotel in Carita, twin share', 'Meals as listed in the itinerary'],
        exclusions: [canoeing, tips, 'Dinner on day 5', 'Personal expenses and travel insurance'],
        itinerary: [
          {
            ...arrivalDay('4:00 am'),
            entries: [
              { text: '4:00 am pick-up at your Jakarta hotel or the airport; the early start gets us to Sumur harbour (about 5 hours) before the midday heat.' },
              ...arrivalDay('4:00 am').entries.slice(1),
            ],
          },
          trackingDay,
          {
            day: 3,
            title: 'Tanjung Layar and Peucang Island',
            sites: ['tanjung-layar', 'peucang'],
            entries: [
              { text: 'Break camp; boat along the north coast to Cibom and walk through coastal forest to the Tanjung Layar lighthouse, the westernmost point of Java.' },
              { text: 'Scan the beaches for tracks of Dhole and Javan Leopard, and the trees for Javan Lutung, on the way back to the boat; seeing a dhole takes luck, a leopard is rare.' },
              { text: 'Afternoon on Peucang Island: Javan Rusa, Wild Boar and Long-tailed Macaques around the ranger station, then the forest trail to Karang Copong for sunset.' },
              { text: 'Night walk for Javan Mouse-deer and Asian Palm Civet.' },
            ],
            meals: ['B', 'L', 'D'],
            overnight: 'Seaside lodge on Peucang Island',
          },
          {
            day: 4,
            title: 'Peucang to Carita',
            sites: ['peucang', 'ujung-kulon'],
            entries: [
              { text: 'Sunrise walk on Peucang, with luck for Black Giant Squirrel, Javan Treeshrew and Sunda Colugo on the tree trunks.' },
              { text: 'Wooden boat back to Sumur (about 3 hours), watching the mangrove edges, with luck for Smooth-coated Otter.' },
              { text: 'Drive along the Sunda Strait coast to Carita (about 2 hours); evening on the beach facing Krakatau.' },
            ],
            meals: ['B', 'L', 'D'],
            overnight: 'Beach hotel in Carita',
          },
          {
            day: 5,
            title: 'Carita to Jakarta',
            sites: ['carita', 'jakarta'],
            entries: [
              { text: 'Early walk in the forest above Carita for squirrels, treeshrews and Long-tailed Macaques.' },
              { text: 'Lunch, then drive back to Jakarta (about 4 hours); drop-off at your hotel or the airport in the late afternoon.' },
              { text: 'Dinner on day 5 is not included.' },
            ],
            meals: ['B', 'L'],
          },
        ],
      },
    ],
  },
  related: {
    eyebrow: 'The park',
    heading: 'Ujung Kulon National Park',
    lead: 'A UNESCO World Heritage Site at the western tip of Java: lowland rainforest, grazing grounds and coral islands, and the only wild Javan Rhinoceros left on Earth. Poaching has come back: poachers have confessed to killing 26 of them between 2019 and 2023.',
    stats: [
      // Our one dated figure (the spec's Ujung Kulon stat of 73 stays on that page): the Indonesian
      // government's estimate of about 82 in 2024.
      { value: '82', label: 'Javan Rhinoceros estimated in 2024 (Indonesian government)', provenance: { source: "the Indonesian government's 2024 estimate for Ujung Kulon, about 82 animals, as reported in the press and cited in our expert guide's review", checked: '2026-12-02' } },
      { value: '1,206 km²', label: 'protected area' },
      { value: '1921', label: 'protected since' },
      { value: '1991', label: 'UNESCO World Heritage' },
    ],
    link: { label: 'Learn More', href: '/ujung-kulon-tour/' },
  },
  species: {
    eyebrow: 'Key species',
    heading: 'Mammals of Ujung Kulon',
    lead: 'The park protects the last wild Javan Rhinoceros and a full community of Javan mammals, from leopard and dhole to mouse-deer and colugo.',
    // By id; names, notes, orders and families live in the species records (content/species/mammals.ts).
    list: ujungKulonMammalIds.map((id) => ({ id })),
  },
} satisfies TourInput;
