import { z } from 'zod';
import { template, text } from './common.ts';

// The search page's words (content/search.yaml): its route words, the form, the notice shown
// without JavaScript, the kinds a result names and the live region's messages.

/** The kinds of page a search result can be (model/search-kinds.ts says which route is which). */
export const searchKinds = ['species', 'site', 'tour', 'report'] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchSchema = z.strictObject({
  /** The footer's quick link to /search/. */
  navLabel: text,
  title: text,
  description: text.min(50).max(160, 'must be at most 160 characters: what a search result shows'),
  heading: text,
  lead: text,
  label: text,
  placeholder: text,
  submit: text,
  noScript: text,
  browseSpecies: text,
  browseSites: text,
  kinds: z.strictObject(Object.fromEntries(searchKinds.map((k) => [k, text])) as Record<SearchKind, typeof text>),
  status: z.strictObject({
    loading: text,
    none: template('query'),
    one: template('query'),
    many: template('count', 'query'),
    failed: text,
  }),
});
export type SearchInput = z.input<typeof searchSchema>;
