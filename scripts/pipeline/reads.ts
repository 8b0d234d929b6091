// What a render read of the content (recorded by model/tracked.ts) against what an edit changed:
// the scheduler's page unit. A page drafted with its reads recorded is drafted again only when an
// edit changed something it read. Pure functions over values.
import { valueJson } from '../lib/same-value.ts';

/** `section` and `section.field` for every field whose value differs between two contents. */
export function changedFields(before: object, after: object, sectionKeys: Iterable<string>): Set<string> {
  const changed = new Set<string>();
  const json = valueJson;
  for (const key of sectionKeys) {
    const a = (before as Record<string, unknown>)[key];
    const b = (after as Record<string, unknown>)[key];
    if (a === b || json(a) === json(b)) continue;
    changed.add(key);
    if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
      for (const field of new Set([...Object.keys(a), ...Object.keys(b)]))
        if (json((a as Record<string, unknown>)[field]) !== json((b as Record<string, unknown>)[field])) changed.add(`${key}.${field}`);
    } else changed.add(`${key}.*`);
  }
  return changed;
}

/** Whether a page that read `reads` reads something in `changed`: a changed field it read, or a changed section it read without naming a field. */
export function readsChanged(reads: Set<string>, changed: Set<string>): boolean {
  for (const key of changed) {
    if (!key.includes('.')) {
      // A section read only as a whole (no field named) counts as reading all of it.
      if (reads.has(key) && ![...reads].some((r) => r.startsWith(`${key}.`))) return true;
    } else if (reads.has(key) || (key.endsWith('.*') && reads.has(key.slice(0, -2)))) return true;
  }
  return false;
}
