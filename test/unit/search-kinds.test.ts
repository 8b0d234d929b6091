import { describe, expect, it } from 'vitest';
import { nameVariants, searchKindOf } from '../../model/search-kinds.ts';

const content = { tours: [{ slug: 'birding-tour' }, { slug: 'ujung-kulon-tour' }] } as Parameters<typeof searchKindOf>[1];

describe('searchKindOf', () => {
  it.each([
    ['species:javhae1', 'species'],
    ['species:javan-rhinoceros', 'species'],
    // The site pages of content/sites/, indexed as soon as their routes exist.
    ['site:gunung-gede', 'site'],
    ['post:gunung-gede-in-the-mist', 'report'],
    ['birding-tour', 'tour'],
    ['ujung-kulon-tour', 'tour'],
    ['home', undefined],
    ['species', undefined],
    ['checklist:birding', undefined],
    ['blog-page-2', undefined],
    ['search', undefined],
    ['not-found', undefined],
  ])('%s → %s', (id, kind) => expect(searchKindOf(id, content)).toBe(kind));
});

describe('nameVariants', () => {
  it.each([
    ['Javan Hawk-Eagle', 'HawkEagle'],
    ['White-bellied Sea-Eagle', 'Whitebellied SeaEagle'],
    ['Black-and-red Broadbill', 'Blackandred'],
    ['Javan Trogon', undefined],
  ])('%s → %s', (name, variants) => expect(nameVariants(name)).toBe(variants));
});
