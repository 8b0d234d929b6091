// The one web font, Fraunces 600 for headings: cut down to the characters the pages draw with it,
// and stood in for by local serif faces scaled to its metrics, so swapping it in moves nothing.
import { readFile } from 'node:fs/promises';
import fraunces600 from '@capsizecss/metrics/fraunces/600';
import georgiaBold from '@capsizecss/metrics/georgia/700';
import notoSerifBold from '@capsizecss/metrics/notoSerif/700';
import timesBold from '@capsizecss/metrics/timesNewRoman/700';
import { compileSheet } from 'beasties/compiler';
import { compile, selectAll } from 'css-select';
import { DomUtils, parseDocument } from 'htmlparser2';
import subsetFont from 'subset-font';
import { sha256, type DiskCache } from '../images/cache.ts';
import { BuildError } from './errors.ts';

/** Fraunces 600, Latin (body text uses the system stack). */
export const HEADING_FONT = '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2';
export const HEADING_FAMILY = 'Fraunces';

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
export const FALLBACKS: readonly Fallback[] = [
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
 * @font-face rules for the fallbacks: `size-adjust` makes a local face as wide on average as
 * `font`, and the overrides give it `font`'s ascent, descent and line gap (capsize's formula).
 */
export function fallbackFaces(font: FontMetrics = fraunces600, fallbacks: readonly Fallback[] = FALLBACKS): string {
  return fallbacks
    .map(({ family, local, metrics }) => {
      const scale = font.xWidthAvg / font.unitsPerEm / (metrics.xWidthAvg / metrics.unitsPerEm);
      const ratio = (value: number) => percent(Math.abs(value) / font.unitsPerEm / scale);
      return (
        `@font-face{font-family:"${family}";font-weight:600;src:${local.map((name) => `local("${name}")`).join(',')};` +
        `size-adjust:${percent(scale)};ascent-override:${ratio(font.ascent)};descent-override:${ratio(font.descent)};line-gap-override:${ratio(font.lineGap)}}`
      );
    })
    .join('');
}

/** The heading font-family list: the web font, its scaled local stand-ins, then any serif. */
export const headingStack = [HEADING_FAMILY, ...FALLBACKS.map((f) => f.family)].map((name) => `"${name}"`).join(', ') + ', serif';

/** Selectors of the rules in `css` that set `family` (through font-family or the font shorthand). */
export function selectorsUsing(css: string, family: string): string[] {
  const name = family.toLowerCase();
  return compileSheet(css).rules.flatMap((rule) => (rule.fontsUsed?.some((f) => f.toLowerCase() === name) && rule.selectors ? rule.selectors : []));
}

// States and generated boxes a static page never is in; the element under them is what draws text.
const DYNAMIC = /::?(?:hover|focus-visible|focus-within|focus|active|visited|before|after|first-line|first-letter|marker|placeholder|selection)\b/g;

/**
 * Collects the characters of the elements `selectors` match, page by page: `add(html)` for each
 * rendered page, then `chars`. The selectors are compiled once, so a page costs one parse.
 */
export function characterCollector(selectors: readonly string[]): { add(html: string): void; chars: Set<string> } {
  const chars = new Set<string>();
  const query = [...new Set(selectors.map((selector) => selector.replace(DYNAMIC, '').trim() || '*'))].join(',');
  let matcher: ReturnType<typeof compile>;
  try {
    matcher = compile(query);
  } catch (cause) {
    throw new BuildError("the heading font's text could not be collected: a selector that sets the font did not parse", { file: 'styles/', found: query }, { cause });
  }
  return {
    chars,
    add(html) {
      for (const element of selectAll(matcher, parseDocument(html))) for (const char of DomUtils.textContent(element)) chars.add(char);
    },
  };
}

// Islands may draw numbers that the server HTML does not hold yet (counters, slide numbers).
const ALWAYS = '0123456789 ';

/**
 * The font cut down to `chars` (plus digits and space), as WOFF2, layout features kept. Subsetting
 * takes seconds, so results are kept in `cache` under a hash of the font and the characters.
 */
export async function subsetHeadingFont(font: Uint8Array, chars: Iterable<string>, cache?: DiskCache): Promise<Buffer> {
  const text = [...new Set([...ALWAYS, ...chars])].filter((c) => !/\s/.test(c) || c === ' ').sort().join('');
  const key = sha256(`subset-font ${sha256(font)} ${text}`);
  if (cache?.has(key, 'woff2')) return readFile(cache.file(key, 'woff2'));
  const subset = await subsetFont(Buffer.from(font), text, { targetFormat: 'woff2' });
  await cache?.put(key, 'woff2', subset);
  return subset;
}
