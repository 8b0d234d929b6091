// The home page: hero slides, the 13-image gallery banner, About Us,
// stats, Why With Us, section intros, the species explorer, visit locations, team and testimonials.
// Counts the spec fixes are checked by content/schema/home.ts. Image ids name files the
// image pipeline looks up (see docs/owner-guide.md "Adding photos"); alt text must describe the photo that is finally supplied.

import type { HomeInput } from './schema/home.ts';
import { locationSpecies } from './species/birds.ts';

export default {
  hero: {
    eyebrow: 'West Java & Banten · since 2011',
    lead: 'Javan endemics in misty cloud forest, the last Javan Rhinoceros in Ujung Kulon and the smoking cone of Anak Krakatau, with local guides who know every call.',
    slides: [
      {
        image: { id: 'hero/1', alt: 'Morning mist drifting through the montane forest of Gunung Gede-Pangrango' },
        caption: 'Gunung Gede-Pangrango National Park',
      },
      {
        image: { id: 'hero/2', alt: 'Javan Hawk-Eagle perched on a bare branch above the rainforest canopy' },
        caption: 'Javan Hawk-Eagle, Gunung Halimun',
      },
      {
        image: { id: 'hero/3', alt: 'Anak Krakatau volcano sending up a plume over the blue Sunda Strait' },
        caption: 'Anak Krakatau, Sunda Strait',
      },
      {
        image: { id: 'hero/4', alt: 'Wooden boat moored off the white-sand beach of Peucang Island' },
        caption: 'Peucang Island, Ujung Kulon',
      },
      {
        image: { id: 'hero/5', alt: 'Egrets and herons feeding among the mangroves of Muara Angke at dawn' },
        caption: 'Muara Angke mangroves, Jakarta',
      },
    ],
  },

  gallery: {
    heading: 'Moments from the field',
    lead: 'Thirteen frames from our tours: endemic birds, wild coasts, crater lakes and the people who share them with us.',
    images: [
      { image: { id: 'banner/01', alt: 'Javan Trogon with its yellow-green body perched on a mossy branch' }, caption: 'Javan Trogon, Gunung Gede' },
      { image: { id: 'banner/02', alt: 'Green Peafowl walking across the Cidaon grazing ground' }, caption: 'Green Peafowl, Ujung Kulon' },
      { image: { id: 'banner/03', alt: 'Milky Stork wading in shallow water beside the mangroves' }, caption: 'Milky Stork, Muara Angke' },
      { image: { id: 'banner/04', alt: 'Turquoise crater lake of Kawah Putih wrapped in mist' }, caption: 'Kawah Putih crater lake, Ciwidey' },
      { image: { id: 'banner/05', alt: 'Banteng bull standing at the edge of the forest' }, caption: 'Banteng, Ujung Kulon' },
      { image: { id: 'banner/06', alt: 'Small group of birders with binoculars and a telescope on a forest trail' }, caption: 'On the trail at Cibodas' },
      { image: { id: 'banner/07', alt: 'Silvery Javan Gibbon hanging from a branch high in the canopy' }, caption: 'Javan Gibbon, Gunung Halimun' },
      { image: { id: 'banner/08', alt: 'Anak Krakatau silhouetted against an orange sky at dusk' }, caption: 'Anak Krakatau at dusk' },
      { image: { id: 'banner/09', alt: 'Javan Kingfisher with a blue back and chestnut head perched over a fish pond' }, caption: 'Javan Kingfisher, Muara Gembong' },
      { image: { id: 'banner/10', alt: 'Small boat gliding along a mangrove channel' }, caption: 'Muara Gembong by boat' },
      { image: { id: 'banner/11', alt: 'Cibeureum waterfall pouring over a cliff in the montane forest' }, caption: 'Cibeureum waterfall, Cibodas' },
      { image: { id: 'banner/12', alt: 'Javan Whistling-Thrush on a wet mossy rock beside a stream' }, caption: 'Javan Whistling-Thrush, Gunung Gede' },
      { image: { id: 'banner/13', alt: 'Snorkeller above a coral reef in clear water' }, caption: 'Coral reef off Peucang Island' },
    ],
  },

  about: {
    eyebrow: 'Local birders, guiding since 2011',
    paragraphs: [
      'We are a small team of birders and naturalists from Banten and West Java. Since 2011 we have guided visitors through the cloud forests of Gunung Gede, the mangroves of Jakarta Bay, the rainforest of Ujung Kulon and the islands of Krakatau.',
      'Every tour is planned around you: the species you most want to see, the pace you enjoy and the photographs you hope to take. The rangers, boatmen and homestay families we work with are our neighbours, and part of every tour goes back to them.',
    ],
  },

  stats: [
    { value: '4', label: 'National Parks' },
    { value: '13+', label: 'Years Experience' }, // CONFIRM: the contact page says 15+ Years Experience (content/contact.ts); guiding since 2011
    { value: '40+', label: 'Javan Endemic' },
    { value: '4.9/5', label: 'Customer Rating' },
    { value: '100%', label: 'Certified Guides' },
    { value: '5★', label: 'Safety' },
  ],

  why: {
    eyebrow: 'Why travel with us',
    lead: 'Four things our guests mention again and again.',
    items: [
      {
        icon: 'Binoculars',
        title: 'Expert Guides',
        text: 'Licensed local guides who know every call, roost and fruiting tree, trained in bird identification, first aid and field safety.',
      },
      {
        icon: 'Bird',
        title: 'Rare Species Access',
        text: 'Permits, ranger contacts and quiet stake-outs for the shy ones: Javan Hawk-Eagle, Javan Cochoa, Javan Banded-Pitta and Green Peafowl.',
      },
      {
        icon: 'Sprout',
        title: 'Sustainable Tourism',
        text: 'Small groups, local homestays and boatmen, park fees that pay rangers, and a strict no-playback rule at nests.',
      },
      {
        icon: 'Camera',
        title: 'Photography Support',
        text: 'Schedules built around the light, time at hides and feeding trees, and guides who put you in position for the shot.',
      },
    ],
  },

  tours: {
    eyebrow: 'Five ways into the wild',
    lead: 'Five ways into the wild side of Java, from endemic birds to volcanoes. Each one is tailored to your dates and interests.',
  },

  explorer: {
    heading: 'Species by location',
    lead: 'Seven sites we know like our own garden. Choose one to see the birds we look for there.',
    locations: [
      {
        id: 'ujung-kulon',
        name: 'Ujung Kulon',
        summary: 'Ujung Kulon National Park: lowland rainforest, beach forest and grazing grounds at the wild western tip of Java.',
        icon: 'TreePalm',
        colors: { from: '#14532d', to: '#166534' },
        species: [...locationSpecies['ujung-kulon']],
        photos: [
          { id: 'locations/ujung-kulon/1', alt: 'Green Peafowl crossing the Cidaon grazing ground at dawn' },
          { id: 'locations/ujung-kulon/2', alt: 'Lowland rainforest meeting a white-sand beach on the Ujung Kulon peninsula' },
          { id: 'locations/ujung-kulon/3', alt: 'Rhinoceros Hornbill flying over the forest canopy' },
          { id: 'locations/ujung-kulon/4', alt: 'Stork-billed Kingfisher perched over a rainforest river in Ujung Kulon' },
          { id: 'locations/ujung-kulon/5', alt: 'Lesser Adjutant standing on a mudflat at low tide' },
          { id: 'locations/ujung-kulon/6', alt: 'Sunset over the sea from the jetty on Peucang Island' },
        ],
      },
      {
        id: 'muara-angke',
        name: 'Muara Angke',
        summary: "Muara Angke Wildlife Reserve: Jakarta's last mangrove forest, on the shore of Jakarta Bay.",
        icon: 'Waves',
        colors: { from: '#0f766e', to: '#115e59' },
        species: [...locationSpecies['muara-angke']],
        photos: [
          { id: 'locations/muara-angke/1', alt: 'Wooden boardwalk winding through the mangroves of Muara Angke' },
          { id: 'locations/muara-angke/2', alt: 'Javan Pond-Heron fishing at the edge of a mangrove pool' },
          { id: 'locations/muara-angke/3', alt: 'Milky Storks roosting in the crown of a mangrove tree' },
          { id: 'locations/muara-angke/4', alt: 'Pair of Sunda Teal on open water among the mangroves' },
          { id: 'locations/muara-angke/5', alt: 'Collared Kingfisher perched on a mangrove root' },
          { id: 'locations/muara-angke/6', alt: 'Egrets flying home over Jakarta Bay at dusk' },
        ],
      },
      {
        id: 'gunung-gede',
        name: 'Gunung Gede',
        summary: 'Gunung Gede-Pangrango National Park: submontane to upper montane forest on twin volcanoes, the heart of Javan endemism.',
        icon: 'Mountain',
        colors: { from: '#3f6212', to: '#365314' },
        species: [...locationSpecies['gunung-gede']],
        photos: [
          { id: 'locations/gunung-gede/1', alt: 'Moss-covered montane forest along the trail to Gunung Gede' },
          { id: 'locations/gunung-gede/2', alt: 'Javan Trogon perched in the mid-storey of the forest' },
          { id: 'locations/gunung-gede/3', alt: 'Crater of Gunung Gede steaming at sunrise' },
          { id: 'locations/gunung-gede/4', alt: 'Edelweiss meadow of Surya Kencana below the summit' },
          { id: 'locations/gunung-gede/5', alt: 'Javan Whistling-Thrush on a mossy stream rock' },
          { id: 'locations/gunung-gede/6', alt: 'Hot-water stream crossing the trail through the forest' },
        ],
      },
      {
        id: 'kawah-putih',
        name: 'Kawah Putih',
        summary: 'Kawah Putih and the Ciwidey highlands: montane forest of Gunung Patuha around a turquoise crater lake, with tea estates below.',
        icon: 'CloudFog',
        colors: { from: '#0e7490', to: '#155e75' },
        species: [...locationSpecies['kawah-putih']],
        photos: [
          { id: 'locations/kawah-putih/1', alt: 'Turquoise crater lake of Kawah Putih in morning mist' },
          { id: 'locations/kawah-putih/2', alt: 'Bleached dead trees standing on the pale shore of the crater' },
          { id: 'locations/kawah-putih/3', alt: 'Tea estate terraces in the Ciwidey highlands' },
          { id: 'locations/kawah-putih/4', alt: 'Flock of Pygmy Tits in a mossy montane tree' },
          { id: 'locations/kawah-putih/5', alt: 'Forest trail on the slopes of Gunung Patuha' },
          { id: 'locations/kawah-putih/6', alt: 'Pied Bushchat perched on top of a tea bush' },
        ],
      },
      {
        id: 'cibodas',
        name: 'Cibodas',
        summary: 'Cibodas Botanic Garden: an old hill garden and the lower Gede trail, easy walking with endemics from the first hour.',
        icon: 'Flower2',
        colors: { from: '#15803d', to: '#166534' },
        species: [...locationSpecies.cibodas],
        photos: [
          { id: 'locations/cibodas/1', alt: 'Lawns and giant trees of Cibodas Botanic Garden below the mountains' },
          { id: 'locations/cibodas/2', alt: 'Javan Sunbird feeding at a red flower' },
          { id: 'locations/cibodas/3', alt: 'Path under tall tree ferns in the garden' },
          { id: 'locations/cibodas/4', alt: 'Orange-spotted Bulbul on a flowering shrub' },
          { id: 'locations/cibodas/5', alt: 'Trail leaving the garden into the forest of Gunung Gede' },
        ],
      },
      {
        id: 'halimun',
        name: 'Halimun',
        summary: "Gunung Halimun-Salak National Park: Java's largest block of hill and montane rainforest, home of the Javan Gibbon.",
        icon: 'Trees',
        colors: { from: '#334155', to: '#1e293b' },
        species: [...locationSpecies.halimun],
        photos: [
          { id: 'locations/halimun/1', alt: 'Mist rising from the hill rainforest of Gunung Halimun' },
          { id: 'locations/halimun/2', alt: 'Javan Gibbon calling from the top of the canopy' },
          { id: 'locations/halimun/3', alt: 'Tea garden at the forest edge near Citalahab village' },
        ],
      },
      {
        id: 'carita',
        name: 'Carita',
        summary: 'Carita Forest Park: lowland forest on the Banten coast, an easy morning from the beach.',
        icon: 'Leaf',
        colors: { from: '#9a3412', to: '#7c2d12' },
        species: [...locationSpecies.carita],
        photos: [
          { id: 'locations/carita/1', alt: 'Lowland forest trail in Carita Forest Park' },
          { id: 'locations/carita/2', alt: 'Curug Gendang waterfall in the Carita forest' },
          { id: 'locations/carita/3', alt: 'Javan Frogmouth roosting on a low branch in the Carita forest' },
          { id: 'locations/carita/4', alt: 'Carita beach looking out over the Sunda Strait' },
          { id: 'locations/carita/5', alt: 'Crested Serpent-Eagle soaring above the forest' },
        ],
      },
    ],
  },

  visit: {
    heading: 'Places we visit',
    lead: 'Sixteen places across Java, Sumatra and Bali: national parks, forests, coasts, islands and volcanoes.',
    map: {
      alt: 'Map of Java, southern Sumatra and Bali marking each of the places listed below',
      caption: 'The dashed boxes are drawn larger: West Java below, East Java and Bali top right.',
    },
    // lat/lon in decimal degrees (south is negative) put each place on the route map: a park at
    // its centre or the station where we bird it (Halimun at Cikaniki, Ciwidey at Kawah Putih and
    // Ranca Upas, Baluran at Bekol), a strait or bay at its charted centre. The schema checks they fall on the map.
    locations: [
      { name: 'Ujung Kulon', type: 'National Park', region: 'Banten', lat: -6.75, lon: 105.33, site: 'ujung-kulon' },
      { name: 'Carita', type: 'Forest Park', region: 'Banten', lat: -6.29, lon: 105.86, site: 'carita' },
      { name: 'Sunda Strait', type: 'Marine Area', region: 'Banten and Lampung', lat: -5.92, lon: 105.88, site: 'sunda-strait' },
      { name: 'Pulau Dua', type: 'Island', region: 'Banten Bay', lat: -6.02, lon: 106.2, site: 'pulau-dua' },
      { name: 'Way Kambas', type: 'National Park', region: 'Lampung, Sumatra', lat: -4.93, lon: 105.78, site: 'way-kambas' },
      { name: 'Muara Angke', type: 'Mangrove Area', region: 'Jakarta', lat: -6.1, lon: 106.76, site: 'muara-angke' },
      { name: 'Jakarta Bay', type: 'Coastal Area', region: 'Jakarta', lat: -5.98, lon: 106.85, site: 'jakarta-bay' },
      { name: 'Muara Gembong', type: 'Mangrove Area', region: 'Bekasi, West Java', lat: -5.98, lon: 107.03, site: 'muara-gembong' },
      { name: 'Pamanukan', type: 'Coastal Area', region: 'Subang, West Java', lat: -6.22, lon: 107.82 },
      { name: 'Ciwidey', type: 'Mountain Area', region: 'Bandung, West Java', lat: -7.15, lon: 107.4, site: 'kawah-putih' },
      { name: 'Cibodas', type: 'Botanical Garden', region: 'Cianjur, West Java', lat: -6.74, lon: 106.99, site: 'cibodas' },
      { name: 'Halimun', type: 'National Park', region: 'West Java and Banten', lat: -6.75, lon: 106.53, site: 'halimun' },
      { name: 'Wonorejo', type: 'Mangrove Area', region: 'Surabaya, East Java', lat: -7.31, lon: 112.84 },
      { name: 'Baluran', type: 'National Park', region: 'Situbondo, East Java', lat: -7.84, lon: 114.42 },
      { name: 'Ijen', type: 'Volcano', region: 'Banyuwangi, East Java', lat: -8.06, lon: 114.24 },
      { name: 'Bali Barat', type: 'National Park', region: 'Bali', lat: -8.13, lon: 114.5 },
    ],
  },

  team: {
    eyebrow: 'The people who guide you',
    lead: 'The people who will meet you at dawn with a flask of coffee and a telescope.',
    members: [
      {
        name: 'Asep Hidayat', // SAMPLE
        role: 'Founder and lead birding guide', // SAMPLE
        bio: 'Grew up below Gunung Gede and has guided birders there since 2011. Finds Javan Cochoa and Javan Scops-Owl by ear.', // SAMPLE
        specialties: ['Javan endemics', 'Bird calls', 'Night birding'], // SAMPLE
        image: { id: 'team/asep-hidayat', alt: 'Asep Hidayat smiling on a forest trail with binoculars round his neck' }, // SAMPLE
      },
      {
        name: 'Dedi Kurniawan', // SAMPLE
        role: 'Ujung Kulon wildlife guide', // SAMPLE
        bio: 'Former park ranger in Ujung Kulon who knows the rhino trails, the Banteng grazing grounds and every river crossing.', // SAMPLE
        specialties: ['Mammal tracking', 'Jungle camps', 'Boat trips'], // SAMPLE
        image: { id: 'team/dedi-kurniawan', alt: 'Dedi Kurniawan standing on a jetty in front of a wooden boat' }, // SAMPLE
      },
      {
        name: 'Rina Marlina', // SAMPLE
        role: 'Waterbird and photography guide', // SAMPLE
        bio: 'Wildlife photographer who leads our mangrove and mudflat trips and plans each day around the tide and the light.', // SAMPLE
        specialties: ['Shorebirds', 'Bird photography', 'Mangroves'], // SAMPLE
        image: { id: 'team/rina-marlina', alt: 'Rina Marlina holding a camera with a long lens beside a mangrove channel' }, // SAMPLE
      },
      {
        name: 'Budi Santoso', // SAMPLE
        role: 'Krakatau and volcano guide', // SAMPLE
        bio: 'Has crossed the Sunda Strait hundreds of times and leads our Krakatau boat trips, reef snorkelling and beach camps.', // SAMPLE
        specialties: ['Volcanoes', 'Snorkelling', 'Camping'], // SAMPLE
        image: { id: 'team/budi-santoso', alt: 'Budi Santoso on a black-sand beach with Anak Krakatau behind him' }, // SAMPLE
      },
    ],
  },

  testimonials: {
    heading: 'What our guests say',
    lead: 'Two recent guests, in their own words.',
    items: [
      {
        name: 'Margaret H.', // SAMPLE
        location: 'Norwich, United Kingdom', // SAMPLE
        rating: 5,
        text: 'Javan Trogon on our first morning at Gunung Gede and a Javan Hawk-Eagle over Halimun two days later. Asep found every bird on our wish list and never once rushed us.', // SAMPLE
        tour: 'West Java Birding Tour', // SAMPLE
      },
      {
        name: 'Thomas K.', // SAMPLE
        location: 'Utrecht, Netherlands', // SAMPLE
        rating: 5,
        text: 'Banteng at Cidaon, Green Peafowl displaying at dawn and fresh rhino tracks on the trail to Citerjun. The camps were simple and spotless, and the boat crew were wonderful.', // SAMPLE
        tour: 'Ujung Kulon National Park', // SAMPLE
      },
    ],
  },
} satisfies HomeInput;
