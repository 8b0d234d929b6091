import { expect } from 'vitest';

/**
 * The items of `list` that `keep` holds for, after asserting there is at least one: a check run
 * over them then fails when nothing matched, instead of passing on an empty list.
 */
export function someOf<T>(list: Iterable<T>, keep: (item: T) => boolean, what: string): T[] {
  const found = [...list].filter(keep);
  expect(found.length, `${what}: none found`).toBeGreaterThan(0);
  return found;
}
