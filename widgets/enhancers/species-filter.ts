import { searchKey } from '../coverage.ts';

/**
 * Filters the server-rendered species list under `root` (templates/species/filter.tsx): endemic
 * scope, Red List category, site, tour and a search that forgives case, spaces and hyphens. Rows and
 * empty families are hidden, never removed; the polite status says how many show. Native controls
 * hold the state, so no framework is needed; it applies what was chosen before it ran, too.
 */
export default function speciesFilter(root: HTMLElement): void {
  const controls = [...root.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-filter]:is(input, select)')];
  const shown = root.querySelector('[data-filter="shown"]');
  const update = () => {
    let count = 0;
    const q = searchKey(controls[0]!.value);
    for (const family of root.querySelectorAll<HTMLElement>('[data-family]')) {
      let any = false;
      for (const row of family.querySelectorAll<HTMLElement>('[data-row]')) {
        const d = row.dataset;
        // The row's name and scientific name, read once and kept on the row.
        d.search ??= searchKey(`${row.querySelector('a')?.textContent} ${row.querySelector('i')?.textContent}`);
        const ok = (!q || d.search.includes(q)) && controls.slice(1).every((c) => !c.value || (d[c.dataset.filter!] ?? '').split(' ').includes(c.value));
        row.hidden = !ok;
        if (ok) count++;
        any ||= ok;
      }
      family.hidden = !any;
    }
    if (shown) shown.textContent = String(count);
  };
  root.addEventListener('input', update);
  root.addEventListener('change', update);
  update();
}
