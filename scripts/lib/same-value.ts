// Content compared by value: the dev server's loads of the same files make equal, new objects.

/** A value as JSON, Maps and Sets as lists of their entries. */
export const valueJson = (value: unknown): string | undefined =>
  JSON.stringify(value, (_key, v: unknown) => (v instanceof Map || v instanceof Set ? [...v] : v));

/**
 * `next` with each section equal by value to the one of `previous` replaced by that one: models made
 * from content (model/memo.ts) see the same objects and are kept.
 */
export function keepUnchanged<T extends object>(next: T, previous: T | undefined): T {
  if (!previous) return next;
  const kept = { ...next } as Record<string, unknown>;
  const before = previous as Record<string, unknown>;
  for (const key of Object.keys(kept)) if (key in before && valueJson(kept[key]) === valueJson(before[key])) kept[key] = before[key];
  return kept as T;
}
