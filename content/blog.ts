// The blog page (/blog). No posts exist yet: this is what the blog shows while it
// has none (a later issue lets the operator add posts).

import type { BlogInput } from './schema/blog.ts';

export default {
  empty: {
    heading: 'Coming Soon',
    text: 'Our blog is under development. Soon you will find species guides, stories from our tours and news from the parks here.',
    topics: [
      {
        icon: 'binoculars',
        title: 'Species Guides',
        description: 'How to find and identify the Javan endemics: calls, habitats and the best trails for each.',
      },
      {
        icon: 'compass',
        title: 'Tour Stories',
        description: 'Trip reports from the cloud forests of Gunung Gede, the rhino forests of Ujung Kulon and the Krakatau islands.',
      },
      {
        icon: 'leaf',
        title: 'Conservation',
        description: 'News from the national parks and the people working to protect the Javan Rhinoceros and Java\'s rare birds.',
      },
    ],
    links: [
      { label: 'About our tours', href: '/about-tour/' },
      { label: 'Contact us', href: '/contact/' },
    ],
  },
} satisfies BlogInput;
