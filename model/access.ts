import type { SectionContent } from './schema/sections.ts';
import type { AccessStatus } from './schema/sites.ts';
import { fill } from './words.ts';

// An access status (content/sites/) in words, the frames from content/site-pages.yaml: every page
// that names a restricted or closed place says it the same way, from the one status.

/** The frames of the access notices (content/site-pages.yaml). */
export type AccessWords = SectionContent['sitePages']['access'];

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2023-11-01" → "1 November 2023"; "2023-11" → "November 2023", the same on every machine. */
export function dateText(value: string): string {
  return value.length === 7 ? monthFormat.format(new Date(`${value}-01T00:00:00Z`)) : dayFormat.format(new Date(`${value}T00:00:00Z`));
}

/** "Closed since 1 November 2023, until further notice", "Restricted since November 2023, until May 2027". */
export function statusHead(status: AccessStatus, words: AccessWords): string {
  const since = fill(status.state === 'closed' ? words.closed : words.restricted, { since: dateText(status.since) });
  return `${since}, ${status.until ? fill(words.until, { until: dateText(status.until) }) : words.furtherNotice}`;
}

/** The hours and cap the authority sets, "visitors 06:00–09:00 only, at most 50 at a time"; none where it sets neither. */
export function statusLimits(status: AccessStatus, words: AccessWords): string | undefined {
  const limits = [status.hours ? fill(words.hours, status.hours) : undefined, status.cap ? fill(words.cap, { cap: String(status.cap) }) : undefined].filter(
    (l): l is string => l !== undefined,
  );
  return limits.length > 0 ? limits.join(', ') : undefined;
}

/** The head and, after a colon, the limits: "Restricted since November 2023, until further notice: visitors 06:00–09:00 only". */
export function statusLine(status: AccessStatus, words: AccessWords): string {
  const limits = statusLimits(status, words);
  return `${statusHead(status, words)}${limits ? `: ${limits}` : ''}`;
}

/** "Source: …; checked 2 December 2026." */
export const statusSource = (status: AccessStatus, words: AccessWords) => fill(words.source, { source: status.source, checked: dateText(status.checked) });

/** The restricted and closed places among `sites`, grouped by the status they share (one announcement, one notice), closed first. */
export function accessGroups(sites: readonly string[], access: ReadonlyMap<string, AccessStatus>): { status: AccessStatus; sites: string[] }[] {
  const groups = new Map<string, { status: AccessStatus; sites: string[] }>();
  for (const site of sites) {
    const status = access.get(site);
    if (!status) continue;
    const key = JSON.stringify(status);
    const group = groups.get(key);
    if (group) group.sites.push(site);
    else groups.set(key, { status, sites: [site] });
  }
  return [...groups.values()].sort((a, b) => (a.status.state === b.status.state ? 0 : a.status.state === 'closed' ? -1 : 1));
}
