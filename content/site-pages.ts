// The words of the site pages: /sites/ (every place we take guests, by region) and one page per site
// of content/sites.ts. The facts of each place live in content/sites.ts; `{name}` stands for its name.
import type { SitePagesInput } from './schema/site-pages.ts';

export default {
  index: {
    navLabel: 'Sites We Visit',
    title: 'Birding and wildlife sites of West Java, Banten and beyond',
    description: 'Every place our tours take you, by region: habitat, altitude, permits, best months, the species we look for there and the packages that go.',
    heading: 'Sites We Visit',
    lead: 'Every forest, coast, island and volcano our tours visit, by region. Open a site for how to get there, its permits and best months, the species we look for there month by month, and the packages that go.',
    onRequest: 'No package goes here yet: we arrange visits on request.',
  },
  page: {
    title: '{name}: birding and wildlife site guide',
    description: '{name}: getting there, permits, best months, the birds and mammals we look for and the tours that go.',
    facts: 'The place',
    best: 'Best months',
    noBest: 'Any month of the year: ask us what the weather brings in yours.',
    species: 'Species we look for here',
    packages: 'Tours and packages that go here',
    noPackages: 'None of our packages goes here yet: we arrange visits on request, so ask us.',
    reports: 'Trip reports',
    noReports: "No trip report from {name} yet: the likelihoods above are our guides' judgement.",
    tripsHere: 'Our {trips} to {name} with a report, the newest first. Beside each species above, how many of them recorded it.',
    recordedHere: 'recorded on {n} of {m} trips',
    noSpecies: 'We keep no species list for this place: ask us what you may see.',
  },
  access: {
    closed: 'Closed since {since}',
    restricted: 'Restricted since {since}',
    until: 'until {until}',
    furtherNotice: 'until further notice',
    hours: 'visitors {from}–{to} only',
    cap: 'at most {cap} at a time',
    closedDay: 'We run this day only where the park allows: ask us.',
    restrictedDay: 'We plan this day within those limits: ask us.',
    closedPackage: 'On {days} of this package we would go where the park has closed access: we run {them} only where the park allows, so ask us before you book.',
    source: 'Source: {source}; checked {checked}.',
    term: 'Access now',
    checkedTerm: 'Last checked',
    checkedAgainst: 'Access and permits checked {checked} against {source}.',
    closedOnly: 'closed now',
    closedOnlyNote: 'we run these days only where the park allows: ask us',
    named: 'The park now: {status}.',
  },
} satisfies SitePagesInput;
