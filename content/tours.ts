// The five tours: home-page cards (spec 000 §3 table) and the Tour Packages dropdown entries.
// Durations, group sizes and difficulties are the spec's values, exactly.

import type { ToursInput } from './schema/tours.ts';

export default [
  {
    slug: 'birding-tour',
    navLabel: 'Birding Tour',
    navDescription: 'Discover endemic bird species in West Java',
    title: 'West Java Birding Tour',
    description:
      'Montane cloud forest, mangroves and lowland rainforest with a guide who knows every call: Javan Trogon, Javan Hawk-Eagle and dozens of Javan endemics.',
    image: { id: 'tours/birding-tour', alt: 'Javan Trogon perched in mossy montane cloud forest' },
    duration: '3-14 Days',
    groupSize: '2-8 People',
    difficulty: 'Easy to Moderate',
    highlights: ['Javan endemics at Gunung Gede', 'Mangrove birding at Muara Angke', 'Owls and frogmouths at night'],
    touristTypes: ['Birdwatchers', 'Nature photographers'],
  },
  {
    slug: 'mammals-tour',
    navLabel: 'Mammals Tour',
    navDescription: 'Experience the last Java Rhinoceros',
    title: 'Javan Rhinoceros Tour',
    description:
      'Camp in Ujung Kulon, the last home of the Javan Rhinoceros, and track Banteng, Javan Gibbon and Javan Leopard with park rangers.',
    image: { id: 'tours/mammals-tour', alt: 'Banteng grazing on the Cidaon savanna at the forest edge' },
    duration: '10-14 Days',
    groupSize: '2-4',
    difficulty: 'Moderate to Hard',
    highlights: ['Javan Rhinoceros habitat', 'Banteng at Cidaon grazing ground', 'Wooden boat to Peucang Island'],
    touristTypes: ['Wildlife watchers', 'Nature photographers'],
  },
  {
    slug: 'krakatau-tour',
    navLabel: 'Krakatau Tour',
    navDescription: 'Explore the legendary volcanic island',
    title: 'Krakatau Volcano Tour',
    description:
      'Cross the Sunda Strait by speed boat, watch Anak Krakatau from the water, walk the forest of Rakata, snorkel the reefs and camp on the beach.',
    image: { id: 'tours/krakatau-tour', alt: 'Anak Krakatau volcano with a plume rising over the Sunda Strait' },
    duration: '5-7 Days',
    groupSize: '4-10',
    difficulty: 'Moderate',
    highlights: ['Anak Krakatau seen from the boat', 'Snorkelling on volcanic reefs', 'Beach camping under the stars'],
    touristTypes: ['Adventure travellers', 'Volcano enthusiasts', 'Snorkellers'],
  },
  {
    slug: 'waterbird-tour',
    navLabel: 'Waterbird Tour',
    navDescription: 'Coastal wetlands bird watching',
    title: 'Waterbird Tour',
    description:
      'Herons, storks, shorebirds and terns across the mangroves and mudflats of Jakarta Bay, Pulau Dua and Muara Gembong.',
    image: { id: 'tours/waterbird-tour', alt: 'Egrets and herons feeding on tidal mudflats beside mangroves' },
    duration: '3-7 Days',
    groupSize: '2-8',
    difficulty: 'Easy to Moderate',
    highlights: ['Milky Stork and Javan Plover', 'Pulau Dua heronry', 'Boat trip on Jakarta Bay'],
    touristTypes: ['Birdwatchers', 'Nature photographers'],
  },
  {
    slug: 'ujung-kulon-tour',
    navLabel: 'Ujung Kulon',
    navDescription: 'Wildlife conservation and pristine nature',
    title: 'Ujung Kulon National Park',
    description:
      'A UNESCO World Heritage peninsula of lowland rainforest, empty beaches and coral islands, explored on foot, by boat and from jungle camps.',
    image: { id: 'tours/ujung-kulon-tour', alt: 'Pristine white beach fringed by lowland rainforest on Peucang Island' },
    duration: '7-14 Days',
    groupSize: '2-6',
    difficulty: 'Moderate',
    highlights: ['UNESCO World Heritage Site', 'Peucang Island beaches', 'Jungle trekking with park rangers'],
    touristTypes: ['Wildlife watchers', 'Birdwatchers', 'Hikers'],
  },
] satisfies ToursInput;
