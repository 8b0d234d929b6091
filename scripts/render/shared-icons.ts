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
  const icons = [...html.matchAll(ICON)].map((m) => ({
    at: m.index,
    length: m[0].length,
    attrs: m[1]!,
    shapes: m[2]!,
    key: `${/viewBox="([^"]*)"/.exec(m[1]!)?.[1] ?? ''}|${m[2]}`,
  }));
  const counts = new Map<string, number>();
  for (const { key } of icons) counts.set(key, (counts.get(key) ?? 0) + 1);
  const ids = new Map<string, string>();
  let out = '';
  let from = 0;
  for (const { at, length, attrs, shapes, key } of icons) {
    const svg = `<svg ${leaner(attrs)}>`;
    let body = shapes;
    if (counts.get(key)! > 1) {
      const id = ids.get(key);
      if (id) body = `<use href="#${id}"/>`;
      else {
        ids.set(key, `icon-${ids.size + 1}`);
        body = `<g id="${ids.get(key)}">${shapes}</g>`;
      }
    }
    out += `${html.slice(from, at) + svg + body}</svg>`;
    from = at + length;
  }
  return out + html.slice(from);
}
