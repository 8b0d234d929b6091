import { describe, expect, it } from 'vitest';
import { byAge, datedFacts, type DatedContent, formatFacts } from '../../scripts/launch/dated-facts.ts';

// A small site of every kind of dated fact: a closed park checked a year ago to the day, a coast
// nobody has checked, two Red List entries (one checked, one not), a mammal without one, the
// figures of a tour page (one sourced and never checked, one that does not age), the practical
// page's facts (one never checked, one checked) and legal details.
const fixture = {
  site: {
    legalName: 'CV Fixture Birding',
    legalForm: 'limited partnership',
    ministryRegistration: 'NIB 0001',
    legalProvenance: { source: 'OSS', checked: '2026-03-01' },
  },
  sites: [
    {
      id: 'fixture-park',
      name: 'Fixture Park',
      status: { state: 'closed', since: '2023-11-01', detail: 'Every trail is closed.', source: 'the park office', checked: '2025-12-01' },
      checked: { checked: '2026-06-01', source: 'the park office' },
    },
    { id: 'fixture-coast', name: 'Fixture Coast' },
  ],
  species: new Map([
    [
      'fixtro1',
      { id: 'fixtro1', kind: 'bird', english: 'Fixture Trogon', iucn: { category: 'VU', year: 2021, source: 'BirdLife International', checked: '2025-12-02' } },
    ],
    ['fixmyn1', { id: 'fixmyn1', kind: 'bird', english: 'Fixture Myna', iucn: { category: 'EN', year: 2016, source: 'BirdLife International' } }],
    ['fixture-deer', { id: 'fixture-deer', kind: 'mammal', english: 'Fixture Deer' }],
  ]),
  tours: [{ id: 'fixture', slug: 'fixture-tour' }],
  tourPages: {
    fixture: {
      conservation: {
        facts: [],
        stats: [
          { value: '73', label: 'rhinos', provenance: { source: "the specification's figure" } },
          { value: '1,206 km²', label: 'park area' },
        ],
      },
      related: { stats: [{ value: '76', label: 'rhinos counted in 2022', provenance: { source: 'IUCN', checked: '2024-01-10' } }] },
    },
  },
  aboutTour: { conservation: { figures: [] } },
  practical: {
    visas: { heading: 'Visas', facts: [{ text: 'A 30-day visa on arrival.', provenance: { source: 'the immigration service' } }] },
    health: { heading: 'Health', facts: [{ text: 'Hepatitis A advised.', provenance: { source: 'a travel clinic', checked: '2026-01-15' } }] },
    money: { heading: 'Money', facts: [] },
  },
  // Only the fields the collector reads: the rest of a site's content plays no part.
} as unknown as DatedContent;

describe('the facts that age', () => {
  it('walks site status, site checks, Red List entries with and without a day, sourced figures and the legal details', () => {
    expect(datedFacts(fixture).map((f) => [f.where, f.checked])).toEqual([
      ['content/sites/fixture-park.yaml status.checked', '2025-12-01'],
      ['content/sites/fixture-park.yaml checked.checked', '2026-06-01'],
      ['content/sites/fixture-coast.yaml checked.checked', undefined],
      ['content/species/birds/fixtro1.yaml iucn.checked', '2025-12-02'],
      ['content/species/birds/fixmyn1.yaml iucn.checked', undefined],
      ['content/tours/fixture-tour.yaml related.stats[0].provenance.checked', '2024-01-10'],
      ['content/tours/fixture-tour.yaml conservation.stats[0].provenance.checked', undefined],
      ['content/practical.yaml visas.facts[0].provenance.checked', undefined],
      ['content/practical.yaml health.facts[0].provenance.checked', '2026-01-15'],
      ['content/site.yaml legalProvenance.checked', '2026-03-01'],
    ]);
    const facts = datedFacts(fixture);
    expect(facts.find((f) => f.where.includes('status'))).toMatchObject({ what: 'Fixture Park: closed since 2023-11-01', source: 'the park office' });
    expect(facts.find((f) => f.where.includes('fixmyn1'))).toMatchObject({
      what: 'Fixture Myna: Red List EN',
      source: 'BirdLife International, assessed 2016',
    });
    expect(facts.find((f) => f.where.includes('practical.yaml visas'))).toMatchObject({
      what: 'Visas: A 30-day visa on arrival.',
      source: 'the immigration service',
    });
    expect(facts.find((f) => f.where.startsWith('content/site.yaml'))?.what).toBe('legal details: CV Fixture Birding, limited partnership, NIB 0001');
  });

  it('lists never-checked facts first, then oldest first, and flags those not checked for 12 months on the day given', () => {
    const aged = byAge(datedFacts(fixture), '2026-12-02');
    expect(aged.map((f) => [f.checked ?? 'never', f.stale])).toEqual([
      ['never', true],
      ['never', true],
      ['never', true],
      ['never', true],
      ['2024-01-10', true],
      ['2025-12-01', true],
      // Twelve months to the day: due again.
      ['2025-12-02', true],
      ['2026-01-15', false],
      ['2026-03-01', false],
      ['2026-06-01', false],
    ]);
    // Never-checked facts keep a stable order among themselves: by where they are written.
    expect(aged.slice(0, 4).map((f) => f.where)).toEqual([
      'content/practical.yaml visas.facts[0].provenance.checked',
      'content/sites/fixture-coast.yaml checked.checked',
      'content/species/birds/fixmyn1.yaml iucn.checked',
      'content/tours/fixture-tour.yaml conservation.stats[0].provenance.checked',
    ]);
  });

  it('measures from the day it is given, not the clock', () => {
    const stale = (today: string) =>
      byAge(datedFacts(fixture), today)
        .filter((f) => f.stale && f.checked)
        .map((f) => f.checked);
    expect(stale('2026-12-01')).toEqual(['2024-01-10', '2025-12-01']);
    expect(stale('2025-01-10')).toEqual(['2024-01-10']);
    expect(stale('2025-01-09')).toEqual([]);
    expect(stale('2027-06-01')).toEqual(['2024-01-10', '2025-12-01', '2025-12-02', '2026-01-15', '2026-03-01', '2026-06-01']);
  });

  it('prints one line a fact: the flag, the day or "never checked", what, where and source', () => {
    const lines = formatFacts(byAge(datedFacts(fixture), '2026-12-02')).split('\n');
    expect(lines[3]).toBe(
      "  ! never checked  73 rhinos  —  content/tours/fixture-tour.yaml conservation.stats[0].provenance.checked  (source: the specification's figure)",
    );
    expect(lines.at(-1)).toBe(
      '    2026-06-01     Fixture Park: access, permits and season  —  content/sites/fixture-park.yaml checked.checked  (source: the park office)',
    );
  });
});
