// The office address as schema.org reads it: structured data names the street, town, region and
// postal code apart.

/** Parts of a postal address (schema.org PostalAddress). */
interface PostalAddressParts {
  streetAddress: string;
  addressLocality: string;
  addressRegion: string;
  postalCode: string;
  addressCountry: string;
}

/**
 * Reads the office address lines (street lines, then "Town, Province 12345", then the country) as
 * postal address parts; undefined when the lines do not have that shape.
 */
export function postalAddress(lines: readonly string[]): PostalAddressParts | undefined {
  if (lines.length < 3) return undefined;
  const match = /^(.+),\s*([^,]+?)\s+(\d{5})$/.exec(lines.at(-2)!.trim());
  if (!match) return undefined;
  return {
    streetAddress: lines.slice(0, -2).join(', '),
    addressLocality: match[1]!,
    addressRegion: match[2]!,
    postalCode: match[3]!,
    addressCountry: lines.at(-1)!,
  };
}
