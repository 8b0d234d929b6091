// Which section of a rendered page each picture sits in, read from the page's HTML: the nearest
// <section>, <header> or <footer> around its <img>, named by its heading (or id).

const tag = /<(\/?)(section|header|footer|main)\b([^>]*)>|<img\b([^>]*)>/g;

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
}

function textOf(html: string, id: string): string | undefined {
  const match = new RegExp(`<(h[1-6]|p|span)\\b[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  return (
    match?.[2]
      ?.replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim() || undefined
  );
}

/** Image id (from the file names of its <img>) → the sections of `html` that show it. */
export function sectionsOfImages(html: string): Map<string, string[]> {
  const stack: string[] = [];
  const found = new Map<string, string[]>();
  for (const [, closing, name, attributes = '', img] of html.matchAll(tag)) {
    if (img !== undefined) {
      const src = attribute(img, 'src') ?? '';
      // /assets/img/<id with "/" as "_">-<width>.<tag>.<ext>
      const flat = /\/assets\/img\/(.+)-\d+\.[^./]+\.\w+$/.exec(src)?.[1];
      if (!flat) continue;
      const id = flat.replaceAll('_', '/');
      // The page section and, inside it, a carousel or card group: "Key Species › Key species, one per slide".
      const here = stack.filter(Boolean).slice(-2).join(' › ') || '(page)';
      found.set(id, [...new Set([...(found.get(id) ?? []), here])]);
    } else if (closing) stack.pop();
    else {
      const id = attribute(attributes, 'id');
      const labelledBy = attribute(attributes, 'aria-labelledby');
      const label = (labelledBy && textOf(html, labelledBy)) || attribute(attributes, 'aria-label');
      const name_ =
        name === 'section'
          ? label
            ? `${label}${id ? ` (#${id})` : ''}`
            : id
              ? `#${id}`
              : (attribute(attributes, 'class')?.split(' ').at(-1) ?? 'section')
          : name!;
      stack.push(name === 'main' ? '' : name_);
    }
  }
  return found;
}
