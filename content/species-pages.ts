// The words of the species section: /species/ (every species, with the target planner) and one page
// per species. Names, families and facts come from content/species/; `{name}` in a message stands
// for the species' English name, `{package}` for a package, `{targets}` for the list of targets.
import type { SpeciesPagesInput } from './schema/species-pages.ts';

export default {
  index: {
    navLabel: 'Species & Target Planner',
    title: 'Species of West Java: birds and mammals we look for',
    description: 'Every bird and mammal our West Java tours look for, by family: where we find each one and which package goes there. Pick your targets, find your tour.',
    heading: 'Species We Look For',
    lead: 'Every bird and mammal our tours look for, by family in taxonomic order. Open a species for where and when we find it and which packages go there, or pick your targets below and see which packages look for them and how likely we are to find each.',
  },
  page: {
    where: 'Where we look for it',
    packages: 'Tours and packages that go there',
    checklists: 'On our checklists',
    reports: 'Recorded on our trips',
    recordedOn: 'Recorded on {n} of our {trips} to its sites.',
    noTrips: "No trip report has recorded it yet: we have not published a report from its sites. The likelihoods above are our guides' judgement.",
    heard: 'heard only',
    byMonth: 'By month, trips that recorded it of those in the month:',
    packageTrips: 'Trip reports from our {trips} of this package:',
    packageNoTrips: 'Trip reports: none published from this package yet.',
    askBird: 'Ask about this bird',
    askMammal: 'Ask about this mammal',
    askMessage: "Hello! I'd like to see {name} in West Java. Which of your tours would you recommend?",
    plan: 'Add to my targets',
    monthsNote: "The month bars are the guides' judgement from our trips; trip reports will refine them once there are some.",
  },
  planner: {
    heading: 'Plan your targets',
    lead: 'Tick the species you most want to see, from the list or by typing a name. Every package that visits their sites is ranked by how likely it is to find them; send the best one to us in one message.',
    noScript: 'The planner needs JavaScript. Each package and the species it looks for are listed below, so you can still compare them by eye and write to us.',
    odds: { regular: 'regular', likely: 'likely', 'with luck': 'with luck', rare: 'rare: never promised' },
    message: {
      package: 'the {title} package',
      packageOnPage: 'the {title} package on the {tour} page',
      pair: '{first} together with {second}',
      target: '{name} ({odds})',
      opening: "Hello! I'd like to ask about {package}.",
      targets: 'My target species are: {targets}.',
      missing: 'This package does not look for {missing}: could you suggest how to add {them}?',
      missingPair: 'Neither package looks for {missing}: could you suggest how to add {them}?',
      closing: 'Can you help me plan it?',
      subject: 'Target species: {package}',
    },
  },
} satisfies SpeciesPagesInput;
