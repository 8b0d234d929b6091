import { describe, expect, it } from 'vitest';
import type { AccessStatus, Site } from '../../model/schema/sites.ts';
import { accessOf, openVisits, type Visit } from '../../model/visits.ts';
import { accessGroups, dateText, statusHead, statusLimits, type AccessWords } from '../../model/access.ts';

// Access as the site model derives it, on small site lists: a site's own status, or that of the
// park it lies within (islands included); closed visits dropped, restricted ones kept.

const site = (id: string, more: Partial<Site> = {}): Site => ({
  id,
  name: id,
  region: 'Banten',
  area: 'Banten',
  habitat: 'Forest',
  altitude: { min: 0, max: 10 },
  access: 'By boat.',
  coordinates: [-6.7, 105.3],
  ...more,
});
const status = (state: AccessStatus['state'], more: Partial<AccessStatus> = {}): AccessStatus => ({
  state,
  since: '2024-03-01',
  detail: `The park has ${state} it.`,
  checked: '2026-12-02',
  source: 'Fixture park office, notice of 1 March 2024',
  ...more,
});
const closed = status('closed');
const restricted = status('restricted', { since: '2024-05', hours: { from: '07:00', to: '08:30' }, cap: 12 });

describe('accessOf', () => {
  it('gives each restricted or closed site its own status, and leaves open sites out', () => {
    const sites = [
      site('park'),
      site('trail', { within: 'park', status: closed }),
      site('meadow', { within: 'park', status: restricted }),
      site('beach', { status: status('open') }),
    ];
    const access = accessOf({ sites });
    expect([...access.keys()].sort()).toEqual(['meadow', 'trail']);
    expect(access.get('trail')).toBe(closed);
    expect(access.get('meadow')).toBe(restricted);
  });

  it("passes a park's status to its parts, islands too, unless a part has its own (an open part of a closed park stays open)", () => {
    const sites = [
      site('park', { status: closed }),
      site('ridge', { within: 'park' }),
      site('islet', { within: 'park', island: true }),
      site('lodge', { within: 'park', status: status('open') }),
      site('camp', { within: 'ridge' }),
      site('elsewhere'),
    ];
    const access = accessOf({ sites });
    expect([...access.keys()].sort()).toEqual(['camp', 'islet', 'park', 'ridge']);
    expect(access.get('camp')).toBe(closed);
  });

  it('stops at a loop of `within` instead of running forever', () => {
    const sites = [site('a', { within: 'b' }), site('b', { within: 'a' })];
    expect(accessOf({ sites }).size).toBe(0);
  });
});

describe('openVisits', () => {
  it('drops the visits to closed places and keeps restricted and open ones, with their days', () => {
    const sites = [site('park'), site('trail', { within: 'park', status: closed }), site('meadow', { within: 'park', status: restricted })];
    const visits: Visit[] = [
      { site: 'meadow', days: [1, 2] },
      { site: 'trail', days: [2] },
      { site: 'park', days: [3] },
    ];
    expect(openVisits(visits, accessOf({ sites }))).toEqual([
      { site: 'meadow', days: [1, 2] },
      { site: 'park', days: [3] },
    ]);
    expect(openVisits([{ site: 'trail', days: [1] }], accessOf({ sites }))).toEqual([]);
  });
});

describe('access in words', () => {
  const words: AccessWords = {
    closed: 'Closed since {since}',
    restricted: 'Restricted since {since}',
    until: 'until {until}',
    furtherNotice: 'until further notice',
    hours: 'visitors {from}–{to} only',
    cap: 'at most {cap} at a time',
    closedDay: 'Ask us.',
    restrictedDay: 'Ask us.',
    closedPackage: 'On {days}.',
    source: 'Source: {source}; checked {checked}.',
    term: 'Access now',
    checkedTerm: 'Last checked',
    checkedAgainst: '{checked} against {source}',
    closedOnly: 'closed now',
    closedOnlyNote: 'ask us',
    named: 'Now: {status}.',
  };

  it('writes a day as "1 March 2024" and a month as "May 2024"', () => {
    expect(dateText('2024-03-01')).toBe('1 March 2024');
    expect(dateText('2024-05')).toBe('May 2024');
  });

  it('says since when and until when, or until further notice, and the hours and cap where there are any', () => {
    expect(statusHead(closed, words)).toBe('Closed since 1 March 2024, until further notice');
    expect(statusHead({ ...closed, until: '2027-06' }, words)).toBe('Closed since 1 March 2024, until June 2027');
    expect(statusHead(restricted, words)).toBe('Restricted since May 2024, until further notice');
    expect(statusLimits(restricted, words)).toBe('visitors 07:00–08:30 only, at most 12 at a time');
    expect(statusLimits(closed, words)).toBeUndefined();
  });

  it("groups a day's places by the status they share, closed first, and leaves open places out", () => {
    const sites = [
      site('park'),
      site('trail', { within: 'park', status: closed }),
      site('cliff', { within: 'park', status: { ...closed } }),
      site('meadow', { status: restricted }),
    ];
    expect(accessGroups(['meadow', 'park', 'trail', 'cliff'], accessOf({ sites }))).toEqual([
      { status: closed, sites: ['trail', 'cliff'] },
      { status: restricted, sites: ['meadow'] },
    ]);
  });
});
