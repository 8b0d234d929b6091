import type { IucnCategory } from '../../content/schema/species.ts';

/** The Red List's names of its categories. */
export const iucnNames: Record<IucnCategory, string> = {
  LC: 'Least Concern',
  NT: 'Near Threatened',
  VU: 'Vulnerable',
  EN: 'Endangered',
  CR: 'Critically Endangered',
  EW: 'Extinct in the Wild',
  EX: 'Extinct',
  DD: 'Data Deficient',
  NE: 'Not Evaluated',
};

/** "Found only on Java", "Found only on Java and Bali", "Found only in the Sunda region". */
export function endemicText(scope: string): string {
  return scope === 'Sunda region' || scope === 'Indonesia' ? `Found only in ${scope}` : `Found only on ${scope}`;
}

/** Fills `{name}`-style placeholders of a message. */
export function fill(message: string, values: Record<string, string>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** "a, b and c". */
export const listed = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
