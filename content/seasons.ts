// The seasons of West Java and Banten, one place for every page that shows
// them (Ujung Kulon, About the tour).
import type { SeasonsInput } from './schema/seasons.ts';

export default {
  items: [
    {
      name: 'Dry season',
      months: 'April to October',
      temperature: '24-30°C',
      conditions: 'Sunny days, calm seas and firm trails; the best time for boat crossings and treks.',
      wildlife: 'Animals gather at grazing grounds and water holes, so Banteng, deer and peafowl are easiest to see.',
      recommended: true,
    },
    {
      name: 'Wet season',
      months: 'November to March',
      temperature: '22-28°C',
      conditions: 'Afternoon downpours, muddy trails and rougher seas; some crossings wait for better weather.',
      wildlife: 'Many resident birds breed and sing, and the forest is at its greenest.',
      recommended: false,
    },
    {
      name: 'Bird migration',
      months: 'September to November southward, March to May northward',
      conditions: 'Migrants pass along the coasts and through the Sunda Strait.',
      wildlife: 'Shorebirds, raptors and other migrants join the resident species.',
      recommended: false,
    },
  ],
} satisfies SeasonsInput;
