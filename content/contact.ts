// The contact page (/contact). Numbers, addresses, the Instagram
// profile and the office position are site facts in content/site.ts; this file holds the words.

import type { ContactInput } from './schema/contact.ts';

export default {
  lead: 'WhatsApp, e-mail, phone or Instagram: we usually answer within minutes.',
  cards: [
    { channel: 'whatsapp', title: 'WhatsApp', description: 'The quickest way to reach us: chat with our team.' },
    { channel: 'email', title: 'E-mail', description: 'For detailed questions, itineraries and group plans.' },
    { channel: 'phone', title: 'Phone', description: 'Call our bookings line.' },
    { channel: 'instagram', title: 'Instagram', description: 'Photos from our latest tours.' },
  ],
  stats: [
    { value: '15+', label: 'Years Experience' }, // CONFIRM: the home page says 13+ Years Experience (content/home.ts); guiding since 2011
    { value: '24/7', label: 'Support' },
    { value: '500+', label: 'Happy Travelers' },
    { value: '100%', label: 'Satisfaction' },
  ],
  response: {
    heading: 'Quick Response Guarantee',
    lead: 'A message never waits long: this is how fast we answer.',
    times: [
      { channel: 'WhatsApp', time: '5-15 minutes', note: 'Our fastest channel' },
      { channel: 'E-mail', time: 'Within 4 hours', note: 'For detailed plans and documents' },
      { channel: 'Emergency', time: '24/7', note: 'For guests on tour, day and night' },
    ],
  },
  packages: {
    heading: 'Popular Tour Packages',
    lead: 'Ask about any of these and we will send the itinerary and available dates.',
    items: [
      {
        name: '5 Days West Java Birding',
        tour: 'birding',
        description: 'Muara Angke, Gunung Gede and Halimun for the classic Javan endemics.',
      },
      {
        name: '14 Days Java and Sumatra Birding',
        tour: 'birding',
        description: 'The full West Java circuit plus Way Kambas in Sumatra.',
      },
      {
        name: '3D/2N Javan Rhino Jungle Camp',
        tour: 'mammals',
        description: 'Two nights at the Ujung Kulon jungle camp in Javan Rhinoceros country.',
      },
      {
        name: '4D/3N Jakarta Bay and Ujung Kulon Waterbirds',
        tour: 'waterbird',
        description: 'Mangroves, mudflats and island colonies by boat.',
      },
      {
        name: 'One Day Krakatau Tour from Jakarta',
        tour: 'krakatau',
        description: 'A speed-boat day in the Krakatau islands, with Anak Krakatau seen from outside its exclusion zone, and back in Jakarta by evening.',
      },
      {
        name: 'Peucang Island and Cidaon',
        tour: 'ujung-kulon',
        description: 'Two days and one night of beaches, rainforest and Peucang Island.',
      },
    ],
  },
  payment: {
    heading: 'Payment Information',
    lead: 'Nothing is paid on this website. Once we have agreed your tour, you can pay by:',
    methods: [
      { name: 'Bank transfer', description: 'To our company account in Indonesia; we send the details with your confirmation.' },
      { name: 'Wise', description: 'Low-fee international transfer in your own currency.' },
      { name: 'Revolut', description: 'Quick transfer from your Revolut account.' },
    ],
    afterPaying: 'After paying, send us the receipt and your booking details (names, dates and package) by WhatsApp or e-mail, and we confirm your tour.',
  },
  faq: {
    heading: 'Frequently Asked Questions',
    items: [
      {
        question: 'What is the minimum and maximum group size?',
        // CONFIRM: the home tour cards (content/tours.ts) give 2-8, 2-4, 4-10, 2-8 and 2-6 people
        answer: 'The minimum group is 1 person: we run private tours for solo travellers. The maximum is 6 participants per tour, so everyone gets a good view.',
      },
      {
        question: 'Do I need birding experience?',
        answer: 'No. Our guides find and show you the birds, lend a telescope on the trail and adapt the pace to you.',
      },
      {
        question: 'When is the best time to visit?',
        answer: 'The dry season, April to October, is recommended: drier trails and calmer seas. Birding is good all year.',
      },
      {
        question: 'How do I book?',
        answer: 'Send us a message with your dates, group size and the tour you like. We reply with an itinerary and a quote, and confirm once the payment is received.',
      },
      {
        question: 'Is the Krakatau trip safe?',
        answer: 'We watch Anak Krakatau from the boat, always from outside the exclusion zone that PVMBG, Indonesia\u2019s volcanology agency, sets for the alert level (it has been 2 to 5 km). We never take guests onto the volcano. Landings and snorkelling stop when the zone covers the islands; we then re-route the trip, or cancel it and refund you.', // CONFIRM: the re-route and refund promise is the operator's cancellation policy
      },
      {
        question: 'Can you arrange a custom itinerary?',
        answer: 'Yes. Every tour is private, so we can combine birding, mammals and Krakatau or change the length to suit you.',
      },
    ],
  },
  map: {
    heading: 'Visit Our Office',
    lead: 'Our office is on the coast road at Carita, near Marina Carita, where the boats leave for Krakatau.',
    frameTitle: 'Map of our office at Carita, Banten (OpenStreetMap)',
  },
} satisfies ContactInput;
