// Icons drawn more than once on a page are drawn once: the first keeps its shapes in a <g id>,
// the others point to it with <use>. lucide-react renders each icon in full wherever it is used
// (the check marks of a list, the stars of every review), which is most of an icon-heavy page.

// An inline icon: an <svg> holding only basic shapes (lucide's output and the brand marks).
const ICON = /<svg ([^>]*)>((?:<(path|circle|rect|line|polyline|polygon|ellipse)\b[^<>]*?(?:\/>|><\/\3>))+)<\/svg>/g;

/** Attributes an inline SVG in HTML does without: the namespace, and lucide's own class names. */
function leaner(attrs: string): string {
  return attrs
    .replace(/\s?xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, '')
    .replace(/class="([^"]*)"/, (_, names: string) => {
      const kept = names.split(' ').filter((name) => name && name !== 'lucide' && !name.startsWith('lucide-'));
      return kept.length > 0 ? `class="${kept.join(' ')}"` : '';
    })
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * Rewrites every icon of a page that repeats (same viewBox, same shapes) to reuse the first one's
 * shapes; presentation attributes stay on each <svg>, which a <use> inherits from, so every icon
 * keeps its own size, stroke and fill.
 */
export function shareIcons(html: string): string {
  const keyOf = (attrs: string, shapes: string) => `${/viewBox="([^"]*)"/.exec(attrs)?.[1] ?? ''}|${shapes}`;
  const counts = new Map<string, number>();
  for (const [, attrs, shapes] of html.matchAll(ICON)) counts.set(keyOf(attrs!, shapes!), (counts.get(keyOf(attrs!, shapes!)) ?? 0) + 1);
  const ids = new Map<string, string>();
  return html.replace(ICON, (_, attrs: string, shapes: string) => {
    const key = keyOf(attrs, shapes);
    const svg = `<svg ${leaner(attrs)}>`;
    if (counts.get(key)! < 2) return `${svg}${shapes}</svg>`;
    const id = ids.get(key);
    if (id) return `${svg}<use href="#${id}"/></svg>`;
    const first = `icon-${ids.size + 1}`;
    ids.set(key, first);
    return `${svg}<g id="${first}">${shapes}</g></svg>`;
  });
}
