import { useSite } from '../lib/site-context.tsx';

// The species list's filter controls, rendered on the server: a search box and one select per
// field of the rows' data. widgets/enhancers/species-filter.ts makes them filter the list; they
// show only where scripts run (styles/pages/species.scss), so the list is whole without them.

export interface FilterOption {
  value: string;
  label: string;
}

/** The fields a row carries (`data-endemic`, `data-iucn`, `data-sites`, `data-tours`), as the filter labels them. */
export const FILTER_FIELDS = [
  { field: 'endemic', label: 'Found only on' },
  { field: 'iucn', label: 'IUCN category' },
  { field: 'sites', label: 'Site' },
  { field: 'tours', label: 'Tour' },
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number]['field'];

/** The filter's markup: its controls, then a polite status of how many species show. */
export function SpeciesFilter({ total, options }: { total: number; options: Record<FilterField, FilterOption[]> }) {
  const { lifeList } = useSite().content.speciesPages;
  return (
    <div className="species-filter">
      <div className="species-filter-fields">
        <label className="species-filter-search">
          Search
          <input type="search" data-filter="search" placeholder="e.g. javan hawk eagle" />
        </label>
        {FILTER_FIELDS.map(({ field, label }) => (
          <label key={field}>
            {label}
            <select data-filter={field}>
              <option value="">Any</option>
              {options[field].map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        ))}
        {/* Shown once a visitor's life list marks the rows (widgets/on-use/life-list.ts). */}
        <label data-filter-list="" hidden>
          {lifeList.filter}
          <select data-filter="list">
            <option value="">Any</option>
            <option value="lifer">{lifeList.filterLifers}</option>
            <option value="seen">{lifeList.filterSeen}</option>
          </select>
        </label>
      </div>
      <p className="species-filter-status" role="status" aria-live="polite">
        Showing <span data-filter="shown">{total}</span> species.
      </p>
    </div>
  );
}
