// The tours, in the order the site lists them: home-page cards, the Tour
// Packages dropdown and the footer. Each tour's page is content/<slug>.ts and its page words are in
// content/routes.ts under its slug; reviews, trip reports and the contact page name it by `id`.
// `displayName` is what reviews and booking messages print. `npm run new:tour` adds one.
// Durations, group sizes and difficulties are the spec's values, exactly. Where they disagree
// with the spec's own packages or FAQ, the value carries a `// CONFIRM:` note for the operator
// (listed by `npm run check:launch`); the text stays as the spec gives it until they decide.

import type { ToursInput } from './schema/tours.ts';

export default [
  {
    id: 'birding',
    slug: 'birding-tour',
    displayName: 'West Java Birding Tour',
    navLabel: 'Birding Tour',
    navDescription: 'Discover endemic bird species in West Java',
    title: 'West Java Birding Tour',
    description:
      'Montane cloud forest, mangroves and lowland rainforest with a guide who knows every call: Javan Trogon, Javan Hawk-Eagle and dozens of Javan endemics.',
    image: { id: 'tours/birding-tour', alt: 'Javan Trogon perched in mossy montane cloud forest' },
    duration: '3-14 Days', // CONFIRM: the birding packages run 5 to 14 days (5D/4N to 14D/13N); none is 3 days
    groupSize: '2-8 People', // CONFIRM: the contact FAQ (content/contact.ts) says 1 to 6 people per tour
    difficulty: 'Easy to Moderate',
    highlights: ['Javan endemics at Gunung Gede', 'Mangrove birding at Muara Angke', 'Owls and frogmouths at night'],
    touristTypes: ['Birdwatchers', 'Nature photographers'],
  },
  {
    id: 'mammals',
    slug: 'mammals-tour',
    displayName: 'Mammals Tour (Java Rhinoceros)',
    navLabel: 'Mammals Tour',
    navDescription: 'Experience the last Java Rhinoceros',
    title: 'Mammals Tour',
    description:
      'Camp in Ujung Kulon, the last home of the Javan Rhinoceros, and look for Banteng, Javan Gibbon and the tracks of Javan Leopard with park rangers.',
    image: { id: 'tours/mammals-tour', alt: 'Banteng grazing on the Cidaon savanna at the forest edge' },
    duration: '10-14 Days', // CONFIRM: the mammals packages run 3 to 5 days (3D/2N to 5D/4N)
    groupSize: '2-4', // CONFIRM: the contact FAQ (content/contact.ts) says 1 to 6 people per tour
    difficulty: 'Moderate to Hard',
    highlights: ['Javan Rhinoceros habitat', 'Banteng at Cidaon grazing ground', 'Wooden boat to Peucang Island'],
    touristTypes: ['Wildlife watchers', 'Nature photographers'],
  },
  {
    id: 'krakatau',
    slug: 'krakatau-tour',
    displayName: 'Krakatau Tours',
    navLabel: 'Krakatau Tour',
    navDescription: 'Explore the legendary volcanic island',
    title: 'Krakatau Tour',
    description:
      'Cross the Sunda Strait by speed boat, watch Anak Krakatau from the water, walk the forest of Rakata, snorkel the reefs and camp on the beach.',
    image: { id: 'tours/krakatau-tour', alt: 'Anak Krakatau volcano with a plume rising over the Sunda Strait' },
    duration: '5-7 Days', // CONFIRM: the Krakatau packages run 1 to 3 days (One Day, Overnight, 3D/2N)
    groupSize: '4-10', // CONFIRM: the contact FAQ (content/contact.ts) says 1 to 6 people per tour
    difficulty: 'Moderate',
    highlights: ['Anak Krakatau seen from the boat', 'Snorkelling on volcanic reefs', 'Island camp, with the reserve\'s permit'],
    touristTypes: ['Adventure travellers', 'Volcano enthusiasts', 'Snorkellers'],
  },
  {
    id: 'waterbird',
    slug: 'waterbird-tour',
    displayName: 'Waterbird Tour',
    navLabel: 'Waterbird Tour',
    navDescription: 'Coastal wetlands bird watching',
    title: 'Waterbird Tour',
    description:
      'Herons, storks, shorebirds and terns across the mangroves and mudflats of Jakarta Bay, Pulau Dua and Muara Gembong.',
    image: { id: 'tours/waterbird-tour', alt: 'Egrets and herons feeding on tidal mudflats beside mangroves' },
    duration: '3-7 Days', // CONFIRM: the waterbird packages run 4 to 10 days (4D/3N to 10D/9N)
    groupSize: '2-8', // CONFIRM: the contact FAQ (content/contact.ts) says 1 to 6 people per tour
    difficulty: 'Easy to Moderate',
    highlights: ['Milky Stork and Javan Plover', 'Pulau Dua heronry', 'Boat trip on Jakarta Bay'],
    touristTypes: ['Birdwatchers', 'Nature photographers'],
  },
  {
    id: 'ujung-kulon',
    slug: 'ujung-kulon-tour',
    displayName: 'Ujung Kulon National Park',
    navLabel: 'Ujung Kulon',
    navDescription: 'Wildlife conservation and pristine nature',
    title: 'Ujung Kulon National Park',
    description:
      'A UNESCO World Heritage peninsula of lowland rainforest, empty beaches and coral islands, explored on foot, by boat and from jungle camps.',
    image: { id: 'tours/ujung-kulon-tour', alt: 'Pristine white beach fringed by lowland rainforest on Peucang Island' },
    duration: '7-14 Days', // CONFIRM: the Ujung Kulon packages run 2 to 4 days (2D/1N to 4D/3N)
    groupSize: '2-6', // CONFIRM: the contact FAQ (content/contact.ts) says 1 to 6 people per tour
    difficulty: 'Moderate',
    highlights: ['UNESCO World Heritage Site', 'Peucang Island beaches', 'Ranger-led walks on the open islands'],
    touristTypes: ['Wildlife watchers', 'Birdwatchers', 'Hikers'],
  },
] satisfies ToursInput;
