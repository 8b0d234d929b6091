// The words of each page: the text of <title> before the product name, the meta
// description, the page's <h1> and, for pages in the header's nav lists, the nav label. Addresses,
// output files and stylesheets follow from each page's id (templates/lib/route-types.ts).

import type { RoutesInput } from './schema/routes.ts';

export default {
  home: {
    navLabel: 'Home',
    title: 'Birding, Wildlife and Volcano Tours in West Java and Banten',
    description:
      'Guided birding, Javan Rhinoceros, waterbird and Krakatau volcano tours in West Java and Banten, Indonesia, with expert local guides since 2011.',
    heading: 'Birding, Wildlife and Volcano Tours in West Java',
  },
  'about-tour': {
    navLabel: 'About The Tour',
    title: 'About The Tour',
    description:
      'How our West Java birding and wildlife tours work: key species, sample itineraries, seasons, what to bring, conservation and our company profile.',
    heading: 'About The Tour',
  },
  blog: {
    navLabel: 'Blog',
    title: 'Blog',
    description:
      'Species guides, tour stories and conservation news from West Java. Our blog is coming soon.',
    descriptionWithPosts: 'Trip reports from our birding, wildlife and volcano tours in West Java and Banten: what we saw, where and when.',
    heading: 'Blog',
  },
  contact: {
    navLabel: 'Contact',
    title: 'Contact',
    description:
      'Contact us by WhatsApp, e-mail, phone or Instagram to plan a birding, wildlife or volcano tour in West Java and Banten.',
    heading: 'Contact Us',
  },
  'birding-tour': {
    title: 'Birding Tour: discover endemic bird species in West Java',
    description:
      'Birding tours of 5 to 14 days in West Java for Javan endemics: Gunung Gede, Cibodas, Halimun, Muara Angke, Carita and Way Kambas in Sumatra.',
    heading: 'Birding Tour',
  },
  'mammals-tour': {
    title: 'Mammals Tour: experience the last Java Rhinoceros',
    description:
      'Mammal tours of 3 to 5 days in Ujung Kulon National Park, the last home of the Javan Rhinoceros, with Banteng, Javan Gibbon and Javan Leopard.',
    heading: 'Mammals Tour',
  },
  'krakatau-tour': {
    title: 'Krakatau Tour: explore the legendary volcanic island',
    description:
      'Day trips, overnight camps and 3-day tours to the Krakatau islands from Jakarta or Marina Carita, with Anak Krakatau seen from the boat.',
    heading: 'Krakatau Tour',
  },
  'ujung-kulon-tour': {
    title: 'Ujung Kulon National Park: wildlife conservation and pristine nature',
    description:
      'Adventure and birding packages in Ujung Kulon National Park, a UNESCO World Heritage Site of rainforest, beaches and the last Javan Rhinoceros.',
    heading: 'Ujung Kulon National Park',
  },
  'waterbird-tour': {
    title: 'Waterbird Tour: coastal wetlands bird watching',
    description:
      'Waterbird tours of 4 to 10 days in the mangroves and mudflats of Jakarta Bay, Muara Angke, Pulau Dua and Muara Gembong.',
    heading: 'Waterbird Tour',
  },
  'not-found': {
    title: 'Page not found',
    description:
      'The page you were looking for does not exist.',
    heading: '404',
  },
} satisfies RoutesInput;
