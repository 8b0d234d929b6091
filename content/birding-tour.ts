// The birding tour page (/birding-tour).
// Key species are eBird codes of records in content/species/birds.ts (names come from the taxonomy); bird names in the
// itinerary texts below are exact names from the same lists. The spec's "Drives of 3 to 4 hours between
// sites" holds for most drives; Ciwidey to Halimun takes 6 to 8 hours and Halimun to Carita 5 to 6,
// as the days below say.

import type { TourInput } from './schema/tour.ts';
import type { ItineraryDayInput } from './schema/itinerary.ts';
import { birdingPackageSpecies, endemicCarousel } from './species/birds.ts';
import { birdImageId, birdLabel } from './species/index.ts';

const depart = 'Jakarta airport or hotel' as const;
const transport = 'Private comfortable vehicle' as const;
const accommodation = 'Hotels and guest houses, twin share' as const;

// Days shared by several packages, written once.
type SharedDay = Omit<ItineraryDayInput, 'day'>;
const arrival: SharedDay = {
  sites: ['muara-angke', 'jakarta-bay', 'cibodas'],
  title: 'Jakarta: Muara Angke and Jakarta Bay, drive to Cibodas',
  entries: [{ text: 'Pick-up at Jakarta airport or your hotel before dawn. Morning in the Muara Angke mangroves and a boat trip on Jakarta Bay for Milky Stork, Javan Pond-Heron and Collared Kingfisher, and with luck Sunda Teal. After lunch, a 3 to 4 hour drive up to Cibodas at the foot of Gunung Gede.' }],
  meals: ['L', 'D'],
};
const gedeLower: SharedDay = {
  sites: ['gunung-gede'],
  title: 'Gunung Gede: the Cibodas trail',
  entries: [{ text: 'A full day on the main trail through montane forest to the waterfalls. Targets: Javan Trogon, Pygmy Tit, Spotted Crocias and Javan Whistling-Thrush by the streams, and with luck Javan Cochoa. After dinner, a night walk for Javan Scops-Owl.' }],
  meals: ['B', 'L', 'D'],
};
const gedeUpper: SharedDay = {
  sites: ['gunung-gede', 'cibodas'],
  title: 'Gunung Gede: upper trail and Cibodas Botanic Garden',
  entries: [{ text: 'Early start higher up the trail for Javan Shortwing, Javan Tesia and mixed flocks with White-flanked Sunbird. Late afternoon in Cibodas Botanic Garden for Javan Sunbird and Flame-fronted Barbet. Rufous-fronted Laughingthrush, Endangered, is a rare piece of luck on the upper trail, never a promise.' }],
  meals: ['B', 'L', 'D'],
};
const toCiwidey: SharedDay = {
  sites: ['cibodas', 'kawah-putih'],
  title: 'Cibodas to Ciwidey',
  entries: [{ text: 'Dawn in Cibodas Botanic Garden for Javan Sunbird and Orange-spotted Bulbul, then a 3 to 4 hour drive past Bandung to the Ciwidey highlands. Afternoon at the forest edge among the tea estates.' }],
  meals: ['B', 'L', 'D'],
};
const kawahPutih: SharedDay = {
  sites: ['kawah-putih'],
  title: 'Ciwidey and Kawah Putih',
  entries: [{ text: 'Morning around the white crater lake of Kawah Putih and the high forest above it for White-flanked Sunbird, Pygmy Tit, Javan Fulvetta and Sunda Warbler. Afternoon on the quieter forest trails near Ciwidey.' }],
  meals: ['B', 'L', 'D'],
};
const toHalimun = (from: string, hours: string): SharedDay => ({
  sites: ['halimun'],
  title: `${from} to Halimun`,
  entries: [{ text: `Early breakfast and a ${hours} hour drive to Gunung Halimun-Salak National Park. Afternoon at the forest edge and open viewpoints, scanning the ridges for Javan Hawk-Eagle.` }],
  meals: ['B', 'L', 'D'],
});
const halimun: SharedDay = {
  sites: ['halimun'],
  title: 'Halimun: the Javan Hawk-Eagle forest',
  entries: [{ text: 'A full day in the lower and middle forest of Halimun for Javan Hawk-Eagle, Crescent-chested Babbler and White-breasted Babbler, with luck Javan Banded-Pitta and Chestnut-bellied Partridge, and Javan Kingfisher over the rice fields on the way back.' }],
  meals: ['B', 'L', 'D'],
};
const toCarita: SharedDay = {
  sites: ['halimun', 'carita'],
  title: 'Halimun to Carita',
  entries: [{ text: 'Last morning at Halimun, then a 5 to 6 hour drive west to Carita on the Sunda Strait coast. Late afternoon in the lowland forest behind the beach, and a dusk walk for Javan Frogmouth, which takes luck.' }],
  meals: ['B', 'L', 'D'],
};
const carita: SharedDay = {
  sites: ['carita'],
  title: 'Carita lowland forest',
  entries: [{ text: 'A full day in the lowland forest of Carita for Black-banded Barbet, Javan Black-capped Babbler, Horsfield\'s Babbler, White-breasted Babbler and, with luck, Javan Banded-Pitta; at dusk Javan Owlet and a chance of Javan Frogmouth.' }],
  meals: ['B', 'L', 'D'],
};

export default {
  id: 'birding',
  layout: 'birding',
  hero: {
    image: { id: 'tours/birding-hero', alt: 'Javan Trogon perched on a mossy branch in the montane forest of Gunung Gede' },
    caption: 'Over 300 species including rare Javan endemics',
    lead: 'Private, guided birding from 5 to 14 days in the cloud forests, mangroves and lowlands of West Java, with Sumatra on the longest tour.',
  },
  places: [
    { name: 'Muara Angke and Jakarta Bay', description: 'Mangroves and a boat trip on the bay for Milky Stork, Javan Pond-Heron and, with luck, Sunda Teal.' },
    { name: 'Ciwidey Kawah Putih', description: 'A white crater lake in the highlands south of Bandung, with montane flocks and sunbirds.' },
    { name: 'Cibodas and Gunung Gede', description: 'The classic Javan endemic trail: Javan Trogon, owls at night and, with luck, Javan Cochoa.' },
    { name: 'Halimun', description: 'Gunung Halimun-Salak National Park, stronghold of the Javan Hawk-Eagle.' },
    { name: 'Carita', description: 'Lowland forest on the Sunda Strait coast for babblers, barbets and, with luck, Javan Banded-Pitta.' },
    { name: 'Way Kambas, Sumatra', description: 'Swamp forest and grassland for storks and hornbills, and with luck White-winged Duck and Storm\'s Stork. 14-day tour only.', sumatraOnly: true },
  ],
  endemics: {
    heading: 'Javan Endemics on Our Tours',
    lead: 'Twelve of the birds found only on Java, and where our guides look for them.',
    slides: endemicCarousel.map((id) => ({ id, image: { id: birdImageId(id), alt: birdLabel(id) } })),
  },
  packages: {
    eyebrow: 'Tour packages',
    heading: 'Choose Your Birding Tour',
    lead: 'Five private itineraries from Jakarta. Every tour starts and ends at Jakarta airport or your hotel.',
    items: [
      {
        id: '5d4n',
        tabLabel: '5D/4N',
        title: '5 Days West Java Birding',
        duration: '5 Days / 4 Nights',
        grade: 'Moderate',
        depart,
        transport,
        accommodation,
        places: ['Muara Angke and Jakarta Bay', 'Cibodas and Gunung Gede', 'Halimun'],
        highlights: [...birdingPackageSpecies['5d4n']],
        itinerary: [
          { day: 1, ...arrival },
          { day: 2, ...gedeLower },
          { day: 3, ...gedeUpper, title: 'Gunung Gede, then drive to Halimun', sites: ['gunung-gede', 'halimun'], entries: [{ text: 'Dawn on the Cibodas trail for Javan Tesia, Javan Shortwing and mixed flocks with White-flanked Sunbird, then a 3 to 4 hour drive to Gunung Halimun-Salak National Park. Evening at the lodge listening for Javan Scops-Owl.' }] },
          { day: 4, ...halimun, entries: [{ text: 'A full day at the forest edge and viewpoints of Halimun for Javan Hawk-Eagle, Crescent-chested Babbler and Javan Scimitar-Babbler, with luck Chestnut-bellied Partridge, and Javan Kingfisher over the rice fields on the way back.' }] },
          { day: 5, title: 'Halimun to Jakarta', sites: ['halimun', 'jakarta'], entries: [{ text: 'A last morning walk at Halimun, then a 3 to 4 hour drive back to Jakarta and drop-off at the airport.' }], meals: ['B', 'L'] },
        ],
      },
      {
        id: '7d6n',
        tabLabel: '7D/6N',
        title: '7 Days West Java Birding',
        duration: '7 Days / 6 Nights',
        grade: 'Moderate',
        depart,
        transport,
        accommodation,
        places: ['Muara Angke and Jakarta Bay', 'Cibodas and Gunung Gede', 'Halimun', 'Carita'],
        highlights: [...birdingPackageSpecies['7d6n']],
        itinerary: [
          { day: 1, ...arrival, entries: [{ text: 'Pick-up at Jakarta airport or your hotel before dawn. Morning in the Muara Angke mangroves and a boat trip on Jakarta Bay for Milky Stork and Javan Pond-Heron, and with luck Sunda Teal. After lunch, a 3 to 4 hour drive up to Cibodas at the foot of Gunung Gede.' }] },
          { day: 2, ...gedeLower },
          { day: 3, ...gedeUpper },
          { day: 4, ...toHalimun('Cibodas', '3 to 4') },
          { day: 5, ...halimun },
          { day: 6, ...toCarita },
          { day: 7, title: 'Carita to Jakarta', sites: ['carita', 'jakarta'], entries: [{ text: 'Dawn in the Carita forest for Javan Black-capped Babbler and Horsfield\'s Babbler, then a 3 to 4 hour drive to Jakarta and drop-off at the airport.' }], meals: ['B', 'L'] },
        ],
      },
      {
        id: '8d7n',
        tabLabel: '8D/7N',
        title: '8 Days West Java Birding',
        duration: '8 Days / 7 Nights',
        grade: 'Moderate',
        depart,
        transport,
        accommodation,
        places: ['Muara Angke and Jakarta Bay', 'Cibodas and Gunung Gede', 'Ciwidey Kawah Putih', 'Halimun', 'Carita'],
        highlights: [...birdingPackageSpecies['8d7n']],
        itinerary: [
          { day: 1, ...arrival, entries: [{ text: 'Pick-up at Jakarta airport or your hotel before dawn. Morning in the Muara Angke mangroves and a boat trip on Jakarta Bay for Milky Stork and Javan Pond-Heron, and with luck Sunda Teal. After lunch, a 3 to 4 hour drive up to Cibodas at the foot of Gunung Gede.' }] },
          { day: 2, ...gedeLower },
          { day: 3, ...toCiwidey },
          { day: 4, ...kawahPutih },
          { day: 5, ...toHalimun('Ciwidey', '6 to 8') },
          { day: 6, ...halimun },
          { day: 7, ...toCarita, entries: [{ text: 'Last morning at Halimun, then a 5 to 6 hour drive west to Carita on the Sunda Strait coast. Afternoon in the lowland forest for Black-banded Barbet and Javan Black-capped Babbler; at dusk Javan Owlet and a chance of Javan Frogmouth.' }] },
          { day: 8, title: 'Carita to Jakarta', sites: ['carita', 'jakarta'], entries: [{ text: 'Dawn in the Carita forest for White-breasted Babbler, Horsfield\'s Babbler and, with luck, Javan Banded-Pitta, then a 3 to 4 hour drive to Jakarta and drop-off at the airport.' }], meals: ['B', 'L'] },
        ],
      },
      {
        id: '10d9n',
        tabLabel: '10D/9N',
        title: '10 Days West Java Birding',
        duration: '10 Days / 9 Nights',
        grade: 'Moderate',
        depart,
        transport,
        accommodation,
        places: ['Muara Angke and Jakarta Bay', 'Cibodas and Gunung Gede', 'Ciwidey Kawah Putih', 'Halimun', 'Carita'],
        highlights: [...birdingPackageSpecies['10d9n']],
        itinerary: [
          { day: 1, ...arrival, entries: [{ text: 'Pick-up at Jakarta airport or your hotel before dawn. Morning in the Muara Angke mangroves and a boat trip on Jakarta Bay for Milky Stork and Javan Pond-Heron, and with luck Sunda Teal. After lunch, a 3 to 4 hour drive up to Cibodas at the foot of Gunung Gede.' }] },
          { day: 2, ...gedeLower },
          { day: 3, ...gedeUpper, entries: [{ text: 'Early start higher up the trail for Javan Shortwing, Javan Tesia, mixed flocks with White-flanked Sunbird and, with luck, Sunda Robin. Late afternoon in Cibodas Botanic Garden for Javan Sunbird and Flame-fronted Barbet. Rufous-fronted Laughingthrush, Endangered, is a rare piece of luck on the upper trail, never a promise.' }] },
          { day: 4, ...toCiwidey },
          { day: 5, ...kawahPutih },
          { day: 6, ...toHalimun('Ciwidey', '6 to 8') },
          { day: 7, ...halimun },
          { day: 8, title: 'Halimun streams, then Carita', sites: ['halimun', 'carita'], entries: [{ text: 'Dawn along the forest streams of Halimun for Sunda Forktail, and the rare chance of a Javan Blue-banded Kingfisher (Critically Endangered, never promised), then a 5 to 6 hour drive west to Carita on the Sunda Strait coast.' }], meals: ['B', 'L', 'D'] },
          { day: 9, ...carita, entries: [{ text: 'A full day in the lowland forest of Carita for Black-banded Barbet, Javan Black-capped Babbler, White-breasted Babbler, Horsfield\'s Babbler and, with luck, Javan Banded-Pitta; at dusk Javan Owlet and a chance of Javan Frogmouth.' }] },
          { day: 10, title: 'Carita to Jakarta', sites: ['carita', 'jakarta'], entries: [{ text: 'A last morning at Carita for anything still missing, then a 3 to 4 hour drive to Jakarta and drop-off at the airport.' }], meals: ['B', 'L'] },
        ],
      },
      {
        id: '14d13n',
        tabLabel: '14D/13N',
        title: '14 Days Java and Sumatra Birding',
        duration: '14 Days / 13 Nights',
        grade: 'Moderate to Challenging',
        depart,
        transport,
        accommodation,
        places: ['Muara Angke and Jakarta Bay', 'Cibodas and Gunung Gede', 'Ciwidey Kawah Putih', 'Halimun', 'Carita', 'Way Kambas, Sumatra'],
        highlights: [...birdingPackageSpecies['14d13n']],
        itinerary: [
          { day: 1, ...arrival },
          { day: 2, ...gedeLower },
          { day: 3, ...gedeUpper, entries: [{ text: 'Early start higher up the trail for Javan Shortwing, Javan Tesia and mixed flocks with White-flanked Sunbird. Late afternoon in Cibodas Botanic Garden for Javan Sunbird and Flame-fronted Barbet. Rufous-fronted Laughingthrush, Endangered, is a rare piece of luck on the upper trail, never a promise.' }] },
          { day: 4, ...toCiwidey },
          { day: 5, ...kawahPutih },
          { day: 6, ...toHalimun('Ciwidey', '6 to 8') },
          { day: 7, ...halimun, entries: [{ text: 'A full day in the forest of Halimun for Javan Hawk-Eagle, Crescent-chested Babbler and Javan Scimitar-Babbler, with luck Chestnut-bellied Partridge, and Javan Kingfisher over the rice fields on the way back.' }] },
          { day: 8, ...toCarita },
          { day: 9, ...carita },
          { day: 10, title: 'Across the Sunda Strait to Way Kambas', sites: ['way-kambas'], entries: [{ text: 'A short drive to Merak and the ferry across the Sunda Strait to Sumatra, then a 3 to 4 hour drive through Lampung to Way Kambas National Park. Evening spotlighting, with luck for Large Frogmouth.' }], meals: ['B', 'L', 'D'] },
          { day: 11, title: 'Way Kambas: swamp forest', sites: ['way-kambas'], entries: [{ text: 'Dawn at the forest pools, with luck for White-winged Duck, then the swamp forest trails for Rhinoceros Hornbill and Black-and-red Broadbill, and with luck Storm\'s Stork, Banded Kingfisher and Diard\'s Trogon.' }], meals: ['B', 'L', 'D'] },
          { day: 12, title: 'Way Kambas: forest and night drive', sites: ['way-kambas'], entries: [{ text: 'Forest trails for Red-naped Trogon and Great Slaty Woodpecker, and with luck Garnet Pitta and Malaysian Rail-babbler. After dinner, a night drive for Buffy Fish-Owl, and with luck Bonaparte\'s Nightjar, Reddish Scops-Owl and Gould\'s Frogmouth.' }], meals: ['B', 'L', 'D'] },
          { day: 13, title: 'Way Kambas back to Java', sites: ['way-kambas'], entries: [{ text: 'A last morning at Way Kambas for Lesser Adjutant and Asian Woolly-necked Stork on the grassland, then a 3 to 4 hour drive to Bakauheni, the ferry to Merak and a hotel near Jakarta airport.' }], meals: ['B', 'L', 'D'] },
          { day: 14, title: 'Departure', sites: ['jakarta'], entries: [{ text: 'Breakfast at the hotel and drop-off at Jakarta airport for your flight home.' }], meals: ['B'] },
        ],
      },
    ],
  },
  inclusions: [
    'Pick-up and transfer from Jakarta airport or hotel',
    'Private comfortable vehicle with driver for the whole tour',
    'Accommodation in hotels and guest houses, twin share',
    'Daily meals as listed in the itinerary (B, L, D)',
    'Drinking water, soft drinks and snacks',
    'Coffee and tea',
    'Daily entrance fees to parks and reserves',
    'English-speaking bird guide',
    'Boat trip on Jakarta Bay',
    'Drop-off at Jakarta airport',
  ],
  exclusions: ['Optional tours', 'International flights', 'Alcoholic drinks', 'Laundry', 'Tips for the guide and driver'],
} satisfies TourInput;
