// The one web font, Fraunces 600 for headings: cut down to the characters the pages draw with it,
// and stood in for by local serif faces scaled to its metrics, so swapping it in moves nothing.
import { readFile } from 'node:fs/promises';
import fraunces600 from '@capsizecss/metrics/fraunces/600';
import georgiaBold from '@capsizecss/metrics/georgia/700';
import notoSerifBold from '@capsizecss/metrics/notoSerif/700';
import timesBold from '@capsizecss/metrics/timesNewRoman/700';
import { type KeptFiles, type KeptWork, type Memo, sha256 } from '../../lib/kept.ts';
import { sourcesHash } from '../../lib/sources-hash.ts';

/** Fraunces 600, Latin (body text uses the system stack). */
export const HEADING_FONT = '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2';
export const HEADING_FAMILY = 'Fraunces';
/** The face HEADING_FONT holds. */
const HEADING_FACE = { weight: '600', style: 'normal' } as const;

/** What sizing a face needs from a font: capsize's metrics, in font units. */
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** Average glyph width over Latin text, weighted by letter frequency. */
  xWidthAvg: number;
}

interface Fallback {
  family: string;
  /** Full and PostScript names of the bold face, for local(). */
  local: string[];
  metrics: FontMetrics;
}

/** Local bold serifs tried in order, each under its own family name so each gets its own scale. */
const FALLBACKS: readonly Fallback[] = [
  // macOS, iOS and Windows.
  { family: `${HEADING_FAMILY} Georgia`, local: ['Georgia Bold', 'Georgia-Bold'], metrics: georgiaBold },
  // Android and most Linux desktops.
  { family: `${HEADING_FAMILY} Noto Serif`, local: ['Noto Serif Bold', 'NotoSerif-Bold'], metrics: notoSerifBold },
  // Liberation Serif and Tinos are drawn to Times New Roman's widths, so one scale fits all three.
  {
    family: `${HEADING_FAMILY} Times`,
    local: ['Times New Roman Bold', 'TimesNewRomanPS-BoldMT', 'Liberation Serif Bold', 'LiberationSerif-Bold', 'Tinos Bold', 'Tinos-Bold'],
    metrics: timesBold,
  },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The web font's @font-face rule, loading `url`. A declared face is fetched only once some text
 * uses it or a script asks for it (`headingFontQuery`), so declaring it costs nothing until then.
 */
export function webFace(url: string): string {
  return `@font-face{font-family:"${HEADING_FAMILY}";font-style:${HEADING_FACE.style};font-weight:${HEADING_FACE.weight};font-display:swap;src:url("${url}") format("woff2")}`;
}

/** The web font's face as `document.fonts.load` asks for it (the page loader, widgets/loader.ts). */
export const headingFontQuery = `${HEADING_FACE.style} ${HEADING_FACE.weight} 1em "${HEADING_FAMILY}"`;

/**
 * @font-face rules for the fallbacks: `size-adjust` makes a local face as wide on average as
 * `font`, and the overrides give it `font`'s ascent, descent and line gap (capsize's formula).
 */
export function fallbackFaces(font: FontMetrics = fraunces600, fallbacks: readonly Fallback[] = FALLBACKS): string {
  return fallbacks
    .map(({ family, local, metrics }) => {
      const scale = font.xWidthAvg / font.unitsPerEm / (metrics.xWidthAvg / metrics.unitsPerEm);
      const ratio = (value: number) => percent(Math.abs(value) / font.unitsPerEm / scale);
      return (
        `@font-face{font-family:"${family}";font-weight:${HEADING_FACE.weight};src:${local.map((name) => `local("${name}")`).join(',')};` +
        `size-adjust:${percent(scale)};ascent-override:${ratio(font.ascent)};descent-override:${ratio(font.descent)};line-gap-override:${ratio(font.lineGap)}}`
      );
    })
    .join('');
}

const stack = (families: string[]) => `${families.map((name) => `"${name}"`).join(', ')}, serif`;

/** The heading font-family list: the web font, its scaled local stand-ins, then any serif. */
export const headingStack = stack([HEADING_FAMILY, ...FALLBACKS.map((f) => f.family)]);

/** The heading font-family list until the web font is wanted: the stand-ins alone, then any serif. */
export const standInStack = stack(FALLBACKS.map((f) => f.family));

/** Selectors of the rules in `css` that set `family` (through font-family or the font shorthand). */
export async function selectorsUsing(css: string, family: string): Promise<string[]> {
  // Loaded only to compile: a build whose styles come from the cache never loads it.
  const { compileSheet } = await import('beasties/compiler');
  const name = family.toLowerCase();
  return compileSheet(css).rules.flatMap((rule) => (rule.fontsUsed?.some((f) => f.toLowerCase() === name) && rule.selectors ? rule.selectors : []));
}

// States and generated boxes a static page never is in; the element under them is what draws text.
const DYNAMIC = /::?(?:hover|focus-visible|focus-within|focus|active|visited|before|after|first-line|first-letter|marker|placeholder|selection)\b/g;

interface Compound {
  tag?: string;
  classes: string[];
  id?: string;
}

/** A compound selector's tag, classes and id; attribute tests and pseudo-classes are left out (so it matches more, never less). */
function compound(text: string): Compound {
  const plain = text.replace(/\[[^\]]*\]/g, '').replace(/:[a-z-]+(\((?:[^()]|\([^()]*\))*\))?/gi, '');
  return {
    tag: /^[a-z][a-z0-9-]*/i.exec(plain)?.[0]?.toLowerCase(),
    classes: [...plain.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!),
    id: /#([\w-]+)/.exec(plain)?.[1],
  };
}

interface Element {
  tag: string;
  classes: Set<string>;
  id?: string;
}

const matches = (element: Element, test: Compound) =>
  (!test.tag || test.tag === element.tag) && (!test.id || test.id === element.id) && test.classes.every((c) => element.classes.has(c));

/**
 * A selector reduced to what a streaming parse can test: its subject compound and, when it is
 * reached through descendant or child combinators, the nearest ancestor compound that names a
 * class or id. Every element the selector matches passes; a few it does not may pass too.
 */
function reduce(selector: string): { subject: Compound; ancestor?: Compound } {
  const parts = selector
    .replace(DYNAMIC, '')
    .trim()
    .split(/\s*([>+~])\s*|\s+/)
    .filter((part) => part !== undefined && part !== '');
  const subject = compound(parts.pop() ?? '*');
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i]!;
    if (part === '+' || part === '~') return { subject };
    if (part === '>') continue;
    const test = compound(part);
    if (test.classes.length > 0 || test.id) return { subject, ancestor: test };
  }
  return { subject };
}

// React's markup is regular: every attribute quoted, "<" and ">" escaped in text and attribute
// values, void elements written "<img …/>". A tag pattern reads it ten times faster than a parser.
const TAG = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>|<!--[\s\S]*?-->/g;
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
// Raw text elements: their content is not drawn (and JSON-LD may hold anything).
const RAW = new Set(['script', 'style', 'template']);
const ENTITY = /&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos|nbsp));/gi;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (text: string) =>
  text.replace(ENTITY, (_, hex: string | undefined, dec: string | undefined, name: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : NAMED[name!.toLowerCase()]!,
  );

/**
 * Each page's heading characters as the last build collected them (by `characterCollector`, on the
 * page without its frame), kept while the heading selectors and this module's code stay the same:
 * collecting them on every page took about 0.15 s of each build.
 */
export function readHeadingChars(kept: KeptWork, selectors: readonly string[]): Promise<Memo<string[]>> {
  return kept.memo<string[]>('heading-chars', { selectors, code: sourcesHash(['scripts/assets/styles/fonts.ts']) });
}

/**
 * Collects the characters of the elements `selectors` match, page by page: `add(html)` for each
 * rendered page, then `chars`. One pass of a tag pattern a page, no DOM: thousands of trip
 * reports stay cheap. It may keep a few characters more than the font strictly needs, never fewer.
 */
export function characterCollector(selectors: readonly string[]): { add(html: string): void; chars: Set<string> } {
  const chars = new Set<string>();
  const candidates = testsBySubject(selectors);
  const draws = (element: Element, open: readonly { element?: Element }[]) =>
    candidates(element).some(
      ({ subject, ancestor }) => matches(element, subject) && (!ancestor || open.some((o) => o.element && matches(o.element, ancestor))),
    );
  return {
    chars,
    add(html) {
      // `element` is left out inside a drawn element: nothing there changes what is drawn, and it closes first.
      const open: { tag: string; element?: Element; draws: boolean }[] = [];
      let drawing = 0;
      let raw = '';
      // Text is read only inside a drawn element: the span between the last tag and this one.
      let textStart = 0;
      for (const match of html.matchAll(TAG)) {
        const [token, closing, name, attributes, selfClosing] = match;
        if (drawing > 0 && !raw && match.index > textStart) for (const char of decode(html.slice(textStart, match.index))) chars.add(char);
        textStart = match.index + token.length;
        if (!name) continue;
        const tag = name.toLowerCase();
        if (raw) {
          if (closing && tag === raw) raw = '';
          continue;
        }
        if (closing) {
          // Pop to the matching element (React closes every element it opens).
          while (open.length > 0) {
            const top = open.pop()!;
            if (top.draws) drawing -= 1;
            if (top.tag === tag) break;
          }
          continue;
        }
        if (RAW.has(tag) && !selfClosing) {
          raw = tag;
          continue;
        }
        if (selfClosing || VOID.has(tag)) continue;
        if (drawing > 0) {
          open.push({ tag, draws: false });
          continue;
        }
        const element: Element = {
          tag,
          classes: new Set((/\sclass="([^"]*)"/.exec(attributes!)?.[1] ?? '').split(/\s+/).filter(Boolean)),
          id: /\sid="([^"]*)"/.exec(attributes!)?.[1],
        };
        const drawn = draws(element, open);
        open.push({ tag, element, draws: drawn });
        if (drawn) drawing += 1;
      }
    },
  };
}

type Test = ReturnType<typeof reduce>;

/**
 * The reduced selectors, each filed under one thing its subject requires (its id, else its first
 * class, else its tag): an element is tested only against those filed under its own id, classes
 * and tag, and those whose subject requires nothing.
 */
function testsBySubject(selectors: readonly string[]): (element: Element) => Test[] {
  const byKey = new Map<string, Test[]>();
  const any: Test[] = [];
  const seen = new Set<string>();
  for (const test of [...new Set(selectors)].map(reduce)) {
    const text = JSON.stringify(test);
    if (seen.has(text)) continue;
    seen.add(text);
    const { id, classes, tag } = test.subject;
    const key = id ? `#${id}` : classes.length > 0 ? `.${classes[0]}` : tag ? tag : undefined;
    if (key === undefined) any.push(test);
    else byKey.set(key, [...(byKey.get(key) ?? []), test]);
  }
  return (element) => {
    const found = [...any, ...(byKey.get(element.tag) ?? [])];
    if (element.id) found.push(...(byKey.get(`#${element.id}`) ?? []));
    for (const c of element.classes) found.push(...(byKey.get(`.${c}`) ?? []));
    return found;
  };
}

// Islands may draw numbers that the server HTML does not hold yet (counters, slide numbers).
const ALWAYS = '0123456789 ';

/**
 * The font cut down to `chars` (plus digits and space), as WOFF2, layout features kept. Subsetting
 * takes seconds, so results are kept in `cache` under a hash of the font and the characters.
 */
export async function subsetHeadingFont(font: Uint8Array, chars: Iterable<string>, cache?: KeptFiles): Promise<Buffer> {
  const text = [...new Set([...ALWAYS, ...chars])]
    .filter((c) => !/\s/.test(c) || c === ' ')
    .sort()
    .join('');
  const key = sha256(`subset-font ${sha256(font)} ${text}`);
  if (cache?.has(key, 'woff2')) return readFile(cache.file(key, 'woff2'));
  // Loaded on a cache miss only: a warm build never subsets, and the module takes some 50 ms to load.
  const { default: subsetFont } = await import('subset-font');
  const subset = await subsetFont(Buffer.from(font), text, { targetFormat: 'woff2' });
  await cache?.put(key, 'woff2', subset);
  return subset;
}
