// Guest reviews shown by the reviews block on every tour page.
// 15 reviews, exactly 3 per tour type, ratings 4 or 5; the schema enforces all of it.
//
// SAMPLE VALUES — every review below is an illustrative sample written for the site, not a real
// guest's words. The operator must replace each one (marked `// SAMPLE`) with real reviews, with the
// guests' permission, before going live. Bird names are exact eBird/Clements 2023 names.

import type { ReviewsInput } from './schema/reviews.ts';

const reviews = [
  // SAMPLE
  {
    id: 'birding-1',
    name: 'Margaret H.',
    country: 'United Kingdom',
    rating: 5,
    date: 'August 2024',
    title: 'Javan Trogon on the first morning',
    comment:
      'Our guide heard the Javan Trogon long before we saw it and had the scope on it within minutes. Gunung Gede was magical, and the night walk gave us a Javan Scops-Owl at arm\u2019s length.',
    tourType: 'birding',
  },
  // SAMPLE
  {
    id: 'birding-2',
    name: 'Daniel K.',
    country: 'Netherlands',
    rating: 5,
    date: 'September 2024',
    title: 'Every endemic we hoped for',
    comment:
      'Ten days, well over two hundred species and almost every Javan endemic on our list. The drives between sites were long but well planned, and the Milky Stork at Muara Angke was a highlight.',
    tourType: 'birding',
  },
  // SAMPLE
  {
    id: 'birding-3',
    name: 'Susan & Tom R.',
    country: 'Australia',
    rating: 4,
    date: 'May 2025',
    title: 'Superb guiding, early starts',
    comment:
      'A very knowledgeable guide who knew every call. The Javan Hawk-Eagle soaring over Halimun made the trip. Be ready for 4 am starts, and bring a rain jacket for the mountains.',
    tourType: 'birding',
  },
  // SAMPLE
  {
    id: 'mammals-1',
    name: 'Lukas W.',
    country: 'Germany',
    rating: 5,
    date: 'July 2024',
    title: 'Fresh rhino tracks with the rangers',
    comment:
      'We did not see the rhino itself, which is very rare, but we found fresh tracks and a wallow with the rangers. Banteng at Cidaon at dusk and a Javan Gibbon calling at dawn were unforgettable.',
    tourType: 'mammals',
  },
  // SAMPLE
  {
    id: 'mammals-2',
    name: 'Aiko T.',
    country: 'Japan',
    rating: 4,
    date: 'October 2024',
    title: 'Real jungle camping',
    comment:
      'Two nights in the jungle camp were basic but comfortable, and the crew cooked wonderful food. Javan Lutung and Long-tailed Macaque troops every day, and a Javan Mouse-deer on the night walk.',
    tourType: 'mammals',
  },
  // SAMPLE
  {
    id: 'mammals-3',
    name: 'Claire D.',
    country: 'France',
    rating: 5,
    date: 'June 2025',
    title: 'A wild and protected place',
    comment:
      'The boat to Peucang Island, the Javan Rusa on the beach and the guide\u2019s stories about rhino protection made this the most special part of our trip to Indonesia.',
    tourType: 'mammals',
  },
  // SAMPLE
  {
    id: 'krakatau-1',
    name: 'Ryan M.',
    country: 'United States',
    rating: 5,
    date: 'August 2024',
    title: 'Face to face with a living volcano',
    comment:
      'Smooth speed boat from Carita, the steaming cone of Anak Krakatau seen from the boat, a walk in the forest of Rakata and snorkelling on the way back. Pick-up in Jakarta at 5 am and home by evening, all perfectly organised.',
    tourType: 'krakatau',
  },
  // SAMPLE
  {
    id: 'krakatau-2',
    name: 'Sofia L.',
    country: 'Italy',
    rating: 5,
    date: 'April 2025',
    title: 'Beach camping under the stars',
    comment:
      'We chose the overnight tour and camped on Rakata beach. Dinner by the fire, a sky full of stars and the volcano at sunrise. The crew took care of everything.',
    tourType: 'krakatau',
  },
  // SAMPLE
  {
    id: 'krakatau-3',
    name: 'Jonas B.',
    country: 'Sweden',
    rating: 4,
    date: 'July 2025',
    title: 'Great day trip, rough sea',
    comment:
      'The sea was choppy on the way out, so take motion sickness tablets, but the boat crew were careful and the island was worth every wave. Clear explanations of the 1883 eruption.',
    tourType: 'krakatau',
  },
  // SAMPLE
  {
    id: 'ujung-kulon-1',
    name: 'Emma S.',
    country: 'Canada',
    rating: 4,
    date: 'September 2024',
    title: 'Pristine beaches and forest',
    comment:
      'Ujung Kulon feels like the end of the world in the best way. Canoeing was closed when we visited, but the trekking through the forest to the grazing ground was a great alternative.',
    tourType: 'ujung-kulon',
  },
  // SAMPLE
  {
    id: 'ujung-kulon-2',
    name: 'Pieter V.',
    country: 'Belgium',
    rating: 5,
    date: 'May 2025',
    title: 'Peacocks on the savanna',
    comment:
      'Green Peafowl displaying at Cidaon, hornbills flying over Peucang and a Lesser Adjutant by the river mouth. The rangers were friendly and the guest house simple and clean.',
    tourType: 'ujung-kulon',
  },
  // SAMPLE
  {
    id: 'ujung-kulon-3',
    name: 'Hannah O.',
    country: 'Ireland',
    rating: 4,
    date: 'August 2025',
    title: 'Well worth the long drive',
    comment:
      'It is a long drive from Jakarta, but once on the boat everything slows down. Snorkelling off Peucang, long empty beaches and a very patient guide. I would go again in the dry season.',
    tourType: 'ujung-kulon',
  },
  // SAMPLE
  {
    id: 'waterbird-1',
    name: 'Michael P.',
    country: 'United Kingdom',
    rating: 5,
    date: 'October 2024',
    title: 'Javan Plover and Milky Stork',
    comment:
      'Milky Stork at the Pulau Rambut heronry on day one, and Javan Plover on the sand bars of Muara Gembong on day two. The boat across Jakarta Bay gave us close views of terns and herons for photography.',
    tourType: 'waterbird',
  },
  // SAMPLE
  {
    id: 'waterbird-2',
    name: 'Nora F.',
    country: 'Norway',
    rating: 4,
    date: 'March 2025',
    title: 'Mangroves right next to the city',
    comment:
      'Surprising to find so many herons and egrets so close to Jakarta. The heronry at Pulau Dua was busy with nesting birds. Binoculars and field guides were provided, which helped a lot.',
    tourType: 'waterbird',
  },
  // SAMPLE
  {
    id: 'waterbird-3',
    name: 'David C.',
    country: 'Singapore',
    rating: 4,
    date: 'November 2024',
    title: 'Good variety of shorebirds',
    comment:
      'A relaxed four days with Whimbrel, Common Greenshank and Whiskered Tern flocks over the mudflats, and a Javan Pond-Heron in breeding plumage. Hot and humid, so bring a hat and plenty of sun block.',
    tourType: 'waterbird',
  },
] satisfies ReviewsInput;

export default reviews;
