// The operator's business as the specification describes it today: every count, id and fixed fact
// the shipped content must match. The build does not enforce these (a sixth tour, a fourth review
// or a 4-day package is a business change, not a mistake); test/spec/spec-values.test.ts holds the
// shipped content to them. A business change updates this table and nothing else.

export const specValues = {
  /**
   * The tours, in the order of the home cards and the Tour Packages dropdown: review tour type, page
   * slug, display name, how many reviews of it content/reviews/ holds, and whether it has a printable
   * species checklist (every package of it names the species it looks for).
   */
  tours: [
    { type: 'birding', slug: 'birding-tour', displayName: 'West Java Birding Tour', reviews: 3, checklist: true },
    { type: 'mammals', slug: 'mammals-tour', displayName: 'Mammals Tour (Java Rhinoceros)', reviews: 3, checklist: true },
    { type: 'krakatau', slug: 'krakatau-tour', displayName: 'Krakatau Tours', reviews: 3, checklist: false },
    { type: 'waterbird', slug: 'waterbird-tour', displayName: 'Waterbird Tour', reviews: 3, checklist: true },
    { type: 'ujung-kulon', slug: 'ujung-kulon-tour', displayName: 'Ujung Kulon National Park', reviews: 3, checklist: false },
  ],
  /** The fixed pages' addresses in route order (content/routes.yaml): the fixed pages, then each tour page, then the 404 page. */
  routes: [
    '/',
    '/about-tour/',
    '/practical/',
    '/blog/',
    '/contact/',
    '/birding-tour/',
    '/mammals-tour/',
    '/krakatau-tour/',
    '/ujung-kulon-tour/',
    '/waterbird-tour/',
    '/404.html',
  ],
  /** How many trip reports content/blog/ holds (0 today: the blog shows Coming Soon). */
  tripReports: 0,

  birding: {
    places: 6,
    endemicSlides: 12,
    /**
     * The packages in tab order: id, tab label and days; keySpecies, where a package lists fewer or
     * more key species than the keySpecies below, the range of its own.
     */
    packages: [
      { id: '5d4n', tabLabel: '5D/4N', days: 5 },
      { id: '7d6n', tabLabel: '7D/6N', days: 7 },
      { id: '8d7n', tabLabel: '8D/7N', days: 8 },
      { id: '10d9n', tabLabel: '10D/9N', days: 10 },
      { id: '14d13n', tabLabel: '14D/13N', days: 14 },
    ],
    /** The Java–Sumatra package: harder, and it lists every species of the shorter ones. */
    longPackage: '14d13n',
    grade: 'Moderate',
    longGrade: 'Moderate to Challenging',
    /** Key species a package lists unless it gives its own range: about 90 (the long package may list more). */
    keySpecies: { min: 80, max: 100 },
    packagePlacesMin: 2,
    inclusions: 10,
    exclusions: 5,
  },

  mammals: {
    facts: { min: 3, max: 5 },
    carouselPhotos: 8,
    packages: [
      { id: '3d2n', duration: '3D/2N', days: 3, camp: 2, seaside: 0, departureTime: '5:00 am' },
      { id: '4d3n', duration: '4D/3N', days: 4, camp: 2, seaside: 1, departureTime: '5:00 am' },
      { id: '5d4n', duration: '5D/4N', days: 5, camp: 2, seaside: 2, departureTime: '4:00 am' },
    ],
    /** The package whose last dinner is not included. */
    dinnerOut: { package: '5d4n', day: 5 },
    inclusionsMin: 3,
    exclusionsMin: 2,
    relatedStatsMax: 4,
    species: 27,
  },

  waterbird: {
    facts: { min: 3, max: 5 },
    /** The packages in tab order; only the first has a day-by-day itinerary, the others 3 to 6 summary lines. */
    packages: [
      { id: '4d3n', duration: '4D/3N', days: 4 },
      { id: '7d6n', duration: '7D/6N', outline: { min: 3, max: 6 } },
      { id: '10d9n', duration: '10D/9N', outline: { min: 3, max: 6 } },
    ],
    departureTime: '5:00 am',
    inclusionsMin: 2,
    exclusionsMin: 1,
    targetsMin: 4,
    relatedStatsMax: 4,
    generalInclusionsMin: 3,
    generalExclusionsMin: 2,
    species: 25,
  },

  krakatau: {
    galleryPhotos: 4,
    /** One Day and Overnight, each with Package A (from Jakarta) and Package B (from Marina Carita). */
    groups: 2,
    packagesPerGroup: 2,
    inclusionsMin: 3,
    exclusionsMin: 1,
    whatToBringMin: 5,
    historyParagraphsMin: 3,
    timelineMin: 3,
  },

  ujungKulon: {
    features: 3,
    adventureGroups: 5,
    packagesPerAdventureGroup: { min: 1, max: 2 },
    birdingTabs: 4,
    durations: ['One Day', '2D/1N', '3D/2N', '4D/3N'],
    inclusionsMin: 3,
    keyBirdsMin: 3,
    exclusionsMin: 2,
    whatToBringMin: 5,
    activitiesMin: 3,
    conservationFacts: 3,
    conservationStats: 4,
  },

  /** Grades the Krakatau and Ujung Kulon packages use. */
  parkGrades: ['Easy', 'Moderate', 'Challenging', 'Various'],

  home: {
    bannerImages: 13,
    stats: 6,
    whyItems: 4,
    visitLocations: 16,
    testimonials: 2,
    team: { min: 3, max: 4 },
    /** The species explorer's locations in order, with how many species and photos each shows. */
    explorer: [
      { id: 'ujung-kulon', species: 25, photos: 6 },
      { id: 'muara-angke', species: 31, photos: 6 },
      { id: 'gunung-gede', species: 32, photos: 6 },
      { id: 'kawah-putih', species: 31, photos: 6 },
      { id: 'cibodas', species: 15, photos: 5 },
      { id: 'halimun', species: 11, photos: 3 },
      { id: 'carita', species: 7, photos: 5 },
    ],
  },

  about: { highlights: 3, keySpecies: 11, tourCards: 2, sampleItineraries: 2, conservationFigures: { min: 3, max: 4 }, whatToBringMin: 6, whatsIncludedMin: 6 },
  blog: { topics: 3 },
  contact: { cards: ['whatsapp', 'email', 'phone', 'instagram'], stats: 4, responseTimes: 3, popularPackages: 6, paymentMethods: 3, faqMin: 4 },
  seasons: 3,
  site: {
    phones: 2,
    emails: 2,
    /** The prefilled WhatsApp messages of the Book Now buttons and of the reviews block. */
    messages: {
      bookNow: "Hello, I'm interested in West Java Birding Tour",
      reviews: "Hello, I'm interested in booking a tour based on the great reviews I've read!",
    },
  },
} as const;

export type SpecValues = typeof specValues;
