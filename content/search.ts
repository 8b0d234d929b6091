// The words of /search/: one search over the species, site, tour and trip report pages. `{query}`
// in a status stands for what the visitor typed, `{count}` for the number of results.
import type { SearchInput } from './schema/search.ts';

export default {
  navLabel: 'Search',
  title: 'Search species, sites, tours and trip reports',
  description: 'Search every species, birding site, tour and trip report of West Java Birding by English, scientific or Indonesian name.',
  heading: 'Search',
  lead: 'Find a bird or mammal by its English, scientific or Indonesian name (Javan Hawk-Eagle, Nisaetus bartelsi, Elang Jawa), a site, a tour or a trip report.',
  label: 'Search the site',
  placeholder: 'e.g. Javan Hawk-Eagle, Elang Jawa, Ujung Kulon',
  submit: 'Search',
  noScript: 'Search needs JavaScript, which is off in your browser. Every species and every site we visit is listed on its own page:',
  browseSpecies: 'All species we look for',
  browseSites: 'All sites we visit',
  kinds: { species: 'Species', site: 'Site', tour: 'Tour', report: 'Trip report' },
  status: {
    loading: 'Loading the search…',
    none: 'No results for “{query}”.',
    one: '1 result for “{query}”.',
    many: '{count} results for “{query}”.',
    failed: 'The search could not load. Please reload the page, or browse the species and sites pages.',
  },
} satisfies SearchInput;
