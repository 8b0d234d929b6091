// The object literals a content module writes, read from its source without running it: each
// object's line, the keys written directly in it (with the line of each) and the literal values
// among them. The loader matches an object the schema rejected (one with an unknown or a missing
// field) to the literal that wrote it, so a problem names the line of that literal even where the
// object was reached through an import, a spread or a shared constant.

/** One object literal of a module. */
interface WrittenObject {
  /** Absolute path of the module. */
  path: string;
  /** 1-based line of its `{`. */
  line: number;
  /** Offset of its `{` in the module. */
  start: number;
  /** The keys written directly in it, in order. */
  fields: Map<string, WrittenField>;
}

/** One `key: value` (or shorthand `key`) of an object literal. */
interface WrittenField {
  line: number;
  /** The value, where it is one string, number or boolean literal. */
  literal?: string | number | boolean;
}

type Token = { kind: 'string' | 'number' | 'name' | 'punct' | 'template'; text: string; value?: string | number; at: number };

const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' };

/** The tokens of a module: strings unescaped, comments left out, a template with `${…}` as one token. */
function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  // A `}` closes a template's `${` when the innermost open brace is one.
  const braces: ('{' | '${')[] = [];
  let i = 0;
  const template = (from: number): void => {
    // Reads a template from just after its opening backtick (or a `}` closing a `${`).
    let text = '';
    const plain = source[from - 1] === '`';
    for (let j = from; j < source.length; j++) {
      const c = source[j]!;
      if (c === '\\') {
        text += escapes[source[j + 1]!] ?? source[j + 1];
        j++;
      } else if (c === '`') {
        tokens.push({ kind: 'template', text, ...(plain ? { value: text } : {}), at: from - 1 });
        i = j + 1;
        return;
      } else if (c === '$' && source[j + 1] === '{') {
        tokens.push({ kind: 'template', text, at: from - 1 });
        braces.push('${');
        i = j + 2;
        return;
      } else text += c;
    }
    i = source.length;
  };
  while (i < source.length) {
    const c = source[i]!;
    if (/\s/.test(c)) i++;
    else if (source.startsWith('//', i)) i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
    else if (source.startsWith('/*', i)) i = source.indexOf('*/', i + 2) === -1 ? source.length : source.indexOf('*/', i + 2) + 2;
    else if (c === "'" || c === '"') {
      let value = '';
      let j = i + 1;
      for (; j < source.length && source[j] !== c && source[j] !== '\n'; j++) {
        if (source[j] === '\\') {
          const next = source[j + 1]!;
          const unicode = next === 'u' ? /^u(?:\{([0-9a-f]+)\}|([0-9a-f]{4}))/i.exec(source.slice(j + 1, j + 10)) : null;
          if (unicode) {
            value += String.fromCodePoint(parseInt(unicode[1] ?? unicode[2]!, 16));
            j += unicode[0].length;
          } else {
            value += escapes[next] ?? next;
            j++;
          }
        } else value += source[j];
      }
      tokens.push({ kind: 'string', text: source.slice(i, j + 1), value, at: i });
      i = j + 1;
    } else if (c === '`') template(i + 1);
    else if (c === '}' && braces.at(-1) === '${') {
      braces.pop();
      template(i + 1);
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(source[i + 1] ?? ''))) {
      const text = /^(?:0[xob][0-9a-f_]+|[0-9_]*\.?[0-9_]+(?:e[+-]?[0-9]+)?)n?/i.exec(source.slice(i))![0];
      tokens.push({ kind: 'number', text, value: Number(text.replaceAll('_', '')), at: i });
      i += text.length;
    } else if (/[A-Za-z_$]/.test(c)) {
      const text = /^[\w$]+/.exec(source.slice(i))![0];
      tokens.push({ kind: 'name', text, at: i });
      i += text.length;
    } else if (c === '/' && regexMayStart(tokens.at(-1))) {
      // A regular expression: skip it, its classes and escapes included.
      let j = i + 1;
      for (let inClass = false; j < source.length && (inClass || source[j] !== '/') && source[j] !== '\n'; j++) {
        if (source[j] === '\\') j++;
        else if (source[j] === '[') inClass = true;
        else if (source[j] === ']') inClass = false;
      }
      i = j + 1;
      while (/[a-z]/i.test(source[i] ?? '')) i++;
    } else {
      const text = /^(?:\.\.\.|=>|\|\||&&|\?\?)/.exec(source.slice(i, i + 3))?.[0] ?? c;
      if (text === '{') braces.push('{');
      else if (text === '}') braces.pop();
      tokens.push({ kind: 'punct', text, at: i });
      i += text.length;
    }
  }
  return tokens;
}

/** After a value a `/` divides; anywhere else it starts a regular expression. */
function regexMayStart(previous: Token | undefined): boolean {
  if (!previous) return true;
  if (previous.kind === 'punct') return ![')', ']', '}'].includes(previous.text);
  return previous.kind === 'name' && ['return', 'typeof', 'case', 'in', 'of'].includes(previous.text);
}

/** Tokens before a `{` that make it an object literal rather than a block, an import list or a type. */
const objectAfter = new Set(['=', '(', '[', ',', ':', '?', '...', '||', '&&', '??', 'default', 'return']);

/** Every object literal a module writes (type literals, blocks and import lists left out). */
export function objectsIn(path: string, source: string): WrittenObject[] {
  const tokens = tokenize(source);
  const lineStarts = [0];
  for (let at = source.indexOf('\n'); at !== -1; at = source.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const lineOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const objects: WrittenObject[] = [];
  // One entry per open bracket: the object it opens, if it opens one.
  const open: (WrittenObject | undefined)[] = [];
  tokens.forEach((token, i) => {
    const previous = tokens[i - 1];
    if (token.kind === 'punct' && ['{', '[', '('].includes(token.text)) {
      const isObject = token.text === '{' && previous !== undefined && objectAfter.has(previous.text) && !typeAlias(tokens, i);
      const object = isObject ? { path, line: lineOf(token.at), start: token.at, fields: new Map() } : undefined;
      if (object) objects.push(object);
      open.push(object);
    } else if (token.kind === 'punct' && ['}', ']', ')'].includes(token.text)) open.pop();
    const object = open.at(-1);
    // A key starts an object's entry: right after its `{` or after a `,` at its own level.
    if (!object || !previous || !(previous.text === ',' || previous.at === object.start) || previous.kind !== 'punct') return;
    if (token.kind !== 'name' && token.kind !== 'string' && token.kind !== 'number') return;
    const key = token.kind === 'string' ? String(token.value) : token.text;
    const next = tokens[i + 1];
    if (next?.text === ':') {
      const literal = literalAt(tokens, i + 2);
      object.fields.set(key, { line: lineOf(token.at), ...(literal !== undefined ? { literal } : {}) });
    } else if (token.kind === 'name' && (next?.text === ',' || next?.text === '}')) object.fields.set(key, { line: lineOf(token.at) });
  });
  return objects;
}

/** The value of a literal that is the whole of an entry (`'text'`, `-6.5`, `true`), else undefined. */
function literalAt(tokens: readonly Token[], i: number): string | number | boolean | undefined {
  const negative = tokens[i]?.text === '-' && tokens[i + 1]?.kind === 'number';
  const value = tokens[negative ? i + 1 : i];
  const after = tokens[negative ? i + 2 : i + 1]?.text;
  if (!value || (after !== ',' && after !== '}')) return undefined;
  if (value.kind === 'name') return value.text === 'true' ? true : value.text === 'false' ? false : undefined;
  return negative ? -Number(value.value) : value.value;
}

/** `type Name = {`, `type Name<T> = {`: a type, not a value. */
function typeAlias(tokens: readonly Token[], brace: number): boolean {
  if (tokens[brace - 1]?.text !== '=') return false;
  for (let i = brace - 2, depth = 0; i >= 0 && i > brace - 40; i--) {
    const text = tokens[i]!.text;
    if (text === '>') depth++;
    else if (text === '<') depth--;
    else if (depth === 0 && tokens[i]!.kind === 'name' && tokens[i - 1]?.text === 'type') return true;
    else if (depth === 0) return false;
  }
  return false;
}

const cache = new Map<string, WrittenObject[]>();

/** The object literals of every module, read once per source text. */
export function objectsOf(sources: ReadonlyMap<string, string>): WrittenObject[] {
  return [...sources].flatMap(([path, source]) => {
    const key = `${path}\0${source}`;
    let objects = cache.get(key);
    if (!objects) cache.set(key, (objects = objectsIn(path, source)));
    return objects;
  });
}

/**
 * How well a written object matches a value: a point for each literal it writes that the value
 * holds and one off for each it does not; a quarter for each other key it writes that the value
 * has and a quarter off for each it lacks (weaker evidence: an expression could be anything).
 */
function score(object: WrittenObject, value: Readonly<Record<string, unknown>>, objects: readonly WrittenObject[] = []): number {
  let points = 0;
  for (const [key, field] of object.fields) {
    if ('literal' in field) points += value[key] === field.literal ? 1 : -1;
    else if (!(key in value)) points -= 0.25;
    else {
      // A nested object literal written on the field's line: its literals count for half, so two
      // records that differ only inside (a category, a site) are told apart.
      const nested = value[key];
      const child =
        nested && typeof nested === 'object' && !Array.isArray(nested)
          ? objects.find((o) => o.path === object.path && o.line === field.line && o.start > object.start)
          : undefined;
      points += 0.25 + (child ? score(child, nested as Record<string, unknown>) / 2 : 0);
    }
  }
  return points;
}

/**
 * The object literal that most likely wrote `value`: the best match among those that write `key`
 * (when given), the section's own file first; `nth` picks among equal matches (the second of two
 * identical records). Undefined when no literal matches at all.
 */
export function writtenObject(
  value: Readonly<Record<string, unknown>>,
  objects: readonly WrittenObject[],
  { key, prefer, nth = 0 }: { key?: string; prefer?: string; nth?: number } = {},
): WrittenObject | undefined {
  let best: WrittenObject[] = [];
  let bestScore = 0;
  for (const object of objects) {
    if (key !== undefined && !object.fields.has(key)) continue;
    // An object that writes the key and nothing else to compare still counts, just barely.
    const points = score(object, value, objects) + (key !== undefined ? 0.5 : 0);
    if (points > bestScore) {
      best = [object];
      bestScore = points;
    } else if (points === bestScore && points > 0) best.push(object);
  }
  const own = best.filter((o) => o.path === prefer);
  const ranked = own.length > 0 ? own : best;
  return ranked[nth] ?? ranked[0];
}
