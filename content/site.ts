// Site facts: every page reads contact details, legal details and hours from here.
//
// SAMPLE VALUES — the operator must replace every field marked `// SAMPLE` before going live
// (docs/owner-guide.md, "Sample content to replace before going live", lists them all). Formats are checked by the build:
// phone numbers in E.164 (+62…), e-mail addresses, https URLs.

import type { SiteInput } from './schema/site.ts';

export default {
  productTitle: 'West Java Birding',
  shortName: 'WJ Birding',
  tagline: 'Birding Tours Agent',
  legalName: 'CV West Java Birding Eco-Lodge', // SAMPLE
  legalForm: 'limited partnership eco-lodge',
  established: 2011,
  ministryRegistration: 'NIB 9120301672518', // SAMPLE: business registration number (Ministry of Investment / OSS)
  // The legal details above: check them against the company's deed and its OSS registration each year, then write the day here (checked: 'YYYY-MM-DD').
  legalProvenance: { source: "the company's deed and its business registration (NIB) on the Ministry of Investment's OSS system", url: 'https://oss.go.id' },
  phones: [
    { label: 'Bookings', e164: '+6281200002011', display: '+62 812-0000-2011' }, // SAMPLE
    { label: 'Field office', e164: '+6285700002011', display: '+62 857-0000-2011' }, // SAMPLE
  ],
  emails: [
    { label: 'Tour enquiries', address: 'tours@westjavabirding.example' }, // SAMPLE
    { label: 'General', address: 'hello@westjavabirding.example' }, // SAMPLE
  ],
  whatsapp: { e164: '+6281200002011', display: '+62 812-0000-2011' }, // SAMPLE
  instagram: { handle: '@westjavabirding', url: 'https://www.instagram.com/westjavabirding/' }, // SAMPLE
  office: {
    address: ['Jl. Raya Carita KM 9, Sukajadi', 'Carita, Pandeglang, Banten 42264', 'Indonesia'], // SAMPLE
    latitude: -6.2872, // SAMPLE
    longitude: 105.8322, // SAMPLE
  },
  hours: { weekdays: 'Monday to Friday: 24 hours', weekend: 'Weekend: by messaging' },
  copyrightYear: 2025,
  messages: {
    bookNow: "Hello, I'm interested in West Java Birding Tour",
    heroAdventure: "Hello! I'd like to start my adventure with a West Java birding tour. Could you tell me more?",
    reviews: "Hello, I'm interested in booking a tour based on the great reviews I've read!",
  },
  siteUrl: 'https://westjavabirding.example', // SAMPLE: the address the site is published at (SITE_URL overrides it)
} satisfies SiteInput;
