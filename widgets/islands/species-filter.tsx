import { useLayoutEffect, useState } from 'react';
import { searchKey } from '../coverage.ts';

export interface FilterOption {
  value: string;
  label: string;
}

export interface SpeciesFilterProps {
  /** Id of the server-rendered list: families (`[data-family]`) of species rows (`[data-row]`). */
  list: string;
  /** How many rows the list has, for the status before the first filter. */
  total: number;
  endemic: FilterOption[];
  iucn: FilterOption[];
  sites: FilterOption[];
  tours: FilterOption[];
}

type Field = 'endemic' | 'iucn' | 'sites' | 'tours';
const FIELDS: { field: Field; label: string }[] = [
  { field: 'endemic', label: 'Found only on' },
  { field: 'iucn', label: 'IUCN category' },
  { field: 'sites', label: 'Site' },
  { field: 'tours', label: 'Tour' },
];

/**
 * Filters over the server-rendered species list: endemic scope, Red List category, site, tour and a
 * search that forgives case, spaces and hyphens. Rows and empty families are hidden, never removed;
 * a polite status says how many show. Shown by media query only where scripts run (the list is
 * complete without it), so nothing moves when it hydrates.
 */
export default function SpeciesFilter(props: SpeciesFilterProps) {
  const [live, setLive] = useState(false);
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<Record<Field, string>>({ endemic: '', iucn: '', sites: '', tours: '' });
  const [shown, setShown] = useState(props.total);

  useLayoutEffect(() => setLive(true), []);

  useLayoutEffect(() => {
    if (!live) return;
    const q = searchKey(query);
    let count = 0;
    document
      .getElementById(props.list)
      ?.querySelectorAll<HTMLElement>('[data-family]')
      .forEach((family) => {
        let any = false;
        family.querySelectorAll<HTMLElement>('[data-row]').forEach((row) => {
          const d = row.dataset;
          // The row's name and scientific name, read once and kept on the row.
          d.search ??= searchKey(`${row.querySelector('a')?.textContent} ${row.querySelector('i')?.textContent}`);
          const ok = (!q || d.search.includes(q)) && FIELDS.every(({ field }) => !chosen[field] || (d[field] ?? '').split(' ').includes(chosen[field]));
          row.hidden = !ok;
          if (ok) {
            any = true;
            count++;
          }
        });
        family.hidden = !any;
      });
    setShown(count);
  }, [live, query, chosen]);

  return (
    <div className="species-filter">
      <div className="species-filter-fields">
        <label className="species-filter-search">
          Search
          <input
            type="search"
            value={query}
            onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
            onChange={() => {}}
            placeholder="e.g. javan hawk eagle"
          />
        </label>
        {FIELDS.map(({ field, label }) => (
          <label key={field}>
            {label}
            <select value={chosen[field]} onChange={(e) => setChosen({ ...chosen, [field]: (e.target as HTMLSelectElement).value })}>
              <option value="">Any</option>
              {props[field].map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <p className="species-filter-status" role="status" aria-live="polite">
        Showing {shown} species.
      </p>
    </div>
  );
}
