// Edits of a content module's source text for the scaffolding commands: finds an array of object
// literals by its key and adds a copy of its first element, keeping the file as the operator wrote it.

/** The index just past the bracket that closes the one opening at `open`, skipping strings and comments. */
function closingIndex(source: string, open: number): number {
  const pairs: Record<string, string> = { '{': '}', '[': ']', '(': ')' };
  const stack: string[] = [];
  for (let i = open; i < source.length; i++) {
    const c = source[i]!;
    if (c === '/' && source[i + 1] === '/') i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (c === '/' && source[i + 1] === '*') i = source.indexOf('*/', i + 2) + 1;
    else if (c === "'" || c === '"' || c === '`') {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
    } else if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  throw new Error('an unclosed bracket');
}

/** The index of the `[` of the first `key: [` after `from`, or -1. */
function arrayAfter(source: string, key: string, from: number): number {
  const match = new RegExp(`\\b${key}:\\s*\\[`, 'g');
  match.lastIndex = from;
  const found = match.exec(source);
  return found ? found.index + found[0].length - 1 : -1;
}

/** The first element of the array whose `[` is at `open`: its start and end, when it is an object literal. */
function firstElement(source: string, open: number): { start: number; end: number } | null {
  const start = source.slice(open + 1).search(/\S/) + open + 1;
  return source[start] === '{' ? { start, end: closingIndex(source, start) } : null;
}

/** The source with a copy of `element` added as the array's last element, and the line it starts on. */
function appendCopy(
  source: string,
  open: number,
  element: { start: number; end: number },
  rewrite: (copy: string) => string,
): { source: string; line: number } {
  const close = closingIndex(source, open) - 1;
  const indent = /[ \t]*$/.exec(source.slice(0, element.start))![0];
  const before = source.slice(0, close).replace(/,?\s*$/, '');
  const copy = rewrite(source.slice(element.start, element.end));
  const added = `,\n${indent}// SAMPLE: added by npm run new:package, a copy of the first package: rewrite each value marked SAMPLE\n${indent}${copy},\n`;
  const closeIndent = /[ \t]*$/.exec(source.slice(0, close))![0];
  const next = `${before}${added}${closeIndent}${source.slice(close)}`;
  return { source: next, line: before.split('\n').length + 2 };
}

const quote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** Sets the first `key: '…'` of an object literal to `value`. */
function setText(copy: string, key: string, value: string): string {
  const match = new RegExp(`(\\n[ \\t]*${key}:\\s*)(['"\`])(?:\\\\.|(?!\\2).)*\\2,?[^\\n]*`).exec(copy);
  if (!match) return copy;
  return `${copy.slice(0, match.index)}${match[1]}${quote(value)},${copy.slice(match.index + match[0].length)}`;
}

/** Marks every line but the id and the title that writes a text (a quote on the line) as sample words. */
function markTexts(copy: string): string {
  return copy
    .split('\n')
    .map((line) => (/['"`]/.test(line) && !/^\s*(?:id|title):/.test(line) && !/\/\/\s*SAMPLE/.test(line) ? `${line} // SAMPLE` : line))
    .join('\n');
}

type Added = { source: string; line: number } | { error: string };

/** Adds a package named `title`, with id `id`, to the tour whose source this is. */
export function addPackage(source: string, { id, title }: { id: string; title: string }): Added {
  if (new RegExp(`\\bid:\\s*(['"\`])${id}\\1`).test(source)) return { error: `a package or tab with the id "${id}" is there already: choose another title` };
  // The tab shows the title until the operator writes a short label: two tabs never read the same.
  const rewrite = (copy: string) => markTexts(['title', 'tabLabel', 'label'].reduce((text, key) => setText(text, key, title), setText(copy, 'id', id)));
  // Tabs of single packages: the packages section's `items`, or (Ujung Kulon) the birding section's.
  for (const section of ['packages', 'birding']) {
    const at = source.search(new RegExp(`\\n  ${section}:\\s*\\{`));
    if (at === -1) continue;
    const end = closingIndex(source, source.indexOf('{', at));
    const items = arrayAfter(source, 'items', at);
    if (items !== -1 && items < end) {
      const first = firstElement(source, items);
      if (!first) return { error: `the first package of ${section}.items is not written out as { … }: copy one by hand` };
      return appendCopy(source, items, first, rewrite);
    }
    const groups = arrayAfter(source, 'groups', at);
    if (groups !== -1 && groups < end) {
      const group = firstElement(source, groups);
      const packages = group ? arrayAfter(source, 'packages', group.start) : -1;
      const first = packages !== -1 && packages < group!.end ? firstElement(source, packages) : null;
      if (!first) return { error: `the first group of ${section}.groups holds no package written out as { … }: copy one by hand` };
      return appendCopy(source, packages, first, rewrite);
    }
  }
  return { error: 'found no packages section (packages: { items: [ … ] } or groups) to add to' };
}

/** The source with `element` added as the last element of the module's default-exported array (`export default [ … ]`). */
export function appendToArray(source: string, element: string): Added {
  const at = source.search(/export default \[/);
  if (at === -1) return { error: 'has no `export default [` to add to' };
  const open = source.indexOf('[', at);
  const close = closingIndex(source, open) - 1;
  const before = source.slice(0, close).replace(/,?\s*$/, '');
  const next = `${before},\n${element.replace(/^/gm, '  ')},\n${source.slice(close)}`;
  return { source: next, line: before.split('\n').length + 1 };
}

/** The source with `key: value` added as the last entry of the module's default-exported object (`export default { … }`). */
export function appendToObject(source: string, key: string, value: string): Added {
  const at = source.search(/export default \{/);
  if (at === -1) return { error: 'has no `export default {` to add to' };
  const open = source.indexOf('{', at);
  const close = closingIndex(source, open) - 1;
  const before = source.slice(0, close).replace(/,?\s*$/, '');
  const next = `${before},\n  ${key}: ${value.replace(/\n/g, '\n  ')},\n${source.slice(close)}`;
  return { source: next, line: before.split('\n').length + 1 };
}
