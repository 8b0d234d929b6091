import { useEffect, useLayoutEffect, useState } from 'react';
import type { SpeciesPages } from '../../model/schema/species-pages.ts';

// The planner's month: read from the address once hydrated (?month=jul), written back on every
// change, beside ?targets (a shared link carries both). None chosen: any month.

/** The month control's words, and the months' keys in the address, space-separated, January first. */
export type MonthWords = SpeciesPages['planner']['month'] & { keys: string };

/** The month a `?month=` value names, 0 January … 11 December; undefined for none or one we do not know. */
export function parseMonth(value: string | null, keys: string): number | undefined {
  const at = value ? keys.split(' ').indexOf(value.toLowerCase()) : -1;
  return at < 0 ? undefined : at;
}

/** The chosen month (undefined: any month) and its setter, kept in the address. */
export function useMonth(keys: string): [number | undefined, (month: number | undefined) => void] {
  const [month, setMonth] = useState<number>();
  useLayoutEffect(() => setMonth(parseMonth(new URLSearchParams(location.search).get('month'), keys)), []);
  // The first run, before the month read above is rendered, drops ?month=; the next puts it back.
  useEffect(() => {
    const url = new URL(location.href);
    if (month === undefined) url.searchParams.delete('month');
    else url.searchParams.set('month', keys.split(' ')[month]!);
    history.replaceState(history.state, '', url);
  }, [month]);
  return [month, setMonth];
}
