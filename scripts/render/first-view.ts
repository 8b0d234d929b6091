// The first view (head, header, first section) paints from the first bytes of the response: the
// CSS rules it uses are inlined in <head>, and the page's stylesheets load after it, in <main>.
import type { CompiledSheet } from 'beasties/compiler';
import { collectPrograms, renderCriticalCss, scanHtml } from 'beasties/runtime';
import type { KeptWork } from '../lib/kept.ts';
import { packageVersion, sourcesHash } from '../lib/sources-hash.ts';
import { BuildError } from '../lib/build-error.ts';

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\/?>/g;

/**
 * Offset just past the first view: the end of the first <section> inside <main>, or of <main> when
 * it holds no section (a fixture page), or of the body's content when there is no <main>.
 */
export function firstViewEnd(html: string): number {
  const main = html.indexOf('<main');
  const mainEnd = html.indexOf('</main>');
  if (main < 0 || mainEnd < 0) return html.lastIndexOf('</body>');
  const first = html.indexOf('<section', main);
  if (first < 0 || first > mainEnd) return mainEnd;
  // React writes well-formed markup and escapes "<" in text and attributes, so tags can be counted.
  const tag = /<(\/?)section\b/g;
  tag.lastIndex = first;
  let depth = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.indexOf('>', m.index) + 1;
  }
  return mainEnd;
}

/** beasties' stylesheet compiler. */
export type SheetCompiler = typeof import('beasties/compiler');

/**
 * Loads the compiler (with PostCSS), only to compile a sheet: a build whose compiled sheets and
 * finished pages are kept never loads it (about 60 ms of its start).
 */
export const loadSheetCompiler = (): Promise<SheetCompiler> => import('beasties/compiler');

/**
 * Compiles each stylesheet once for `inlineCriticalCss`, keyed by the href the pages link it with.
 * Left out of the critical CSS: print rules (nothing prints before the full stylesheet has loaded)
 * and web font faces. The first view draws its headings with the local faces scaled to the web
 * font's metrics; the web font itself is asked for after the hero image (by the page loader, or
 * by the full stylesheet without JavaScript) and swaps in without moving anything.
 */
export function compileSheets(css: ReadonlyMap<string, string>, { compileSheet }: SheetCompiler): CriticalSheets {
  return { sheets: new Map([...css].map(([href, text]) => [href, screen(compileSheet(text, { href }))])), cache: new Map() };
}

/**
 * `compileSheets`, with each compiled sheet kept (`critical`, one file a kind of build, replaced by
 * each) beside a hash of its text, under the compiler's version.
 * The compiled form is plain data: a build whose stylesheets did not change reads some 1 MB of it
 * back (about 15 ms) instead of parsing every rule and selector again (about 250 ms).
 */
export async function compileSheetsCached(css: ReadonlyMap<string, string>, work: KeptWork): Promise<CriticalSheets> {
  const kept = await work.memo<CompiledSheet>('critical', beastiesVersion());
  const compiler = [...css].every(([href, text]) => kept.has(href, text)) ? undefined : await loadSheetCompiler();
  const sheets = new Map([...css].map(([href, text]) => [href, screen(kept.get(href, text, () => compiler!.compileSheet(text, { href })))]));
  await kept.save();
  return { sheets, cache: new Map() };
}

const print = (rule: CompiledSheet['rules'][number]) => rule.wrap?.some((at) => /^@media\s*print\b/i.test(at));
// beasties records the URL of a face that downloads, and none for local() faces.
const download = (rule: CompiledSheet['rules'][number]) => Boolean(rule.fontFace?.src);
/** A sheet without the rules the first view never needs (print rules and downloaded font faces). */
const screen = (sheet: CompiledSheet): CompiledSheet => ({ ...sheet, rules: sheet.rules.filter((rule) => !print(rule) && !download(rule)) });

/** beasties' version, for the cache keys of compiled sheets and finished pages. */
export const beastiesVersion = (): string => packageVersion('beasties');

/**
 * What a finished page (its first view's CSS inlined and its repeated icons shared, `finishPage`)
 * depends on besides its HTML: the stylesheets (`css`: each sheet's text by its path), beasties and
 * the finishing code. Finishing every page took about 0.3 s of each build: a page whose HTML and
 * this are those of the build before is finished as it was then.
 */
export const finishingVersion = (css: ReadonlyMap<string, string>) => ({
  beasties: beastiesVersion(),
  code: sourcesHash(['scripts/render/first-view.ts', 'scripts/render/shared-icons.ts']),
  css: [...css],
});

/** Offset just past the element that opens at `start` (a tag name with no nested same-name tag ambiguity: counted). */
function elementEnd(html: string, start: number): number {
  const name = /^<([a-z][a-z0-9-]*)/i.exec(html.slice(start))![1]!;
  const tag = new RegExp(`<(/?)${name}\\b`, 'gi');
  tag.lastIndex = start;
  let depth = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.indexOf('>', m.index) + 1;
  }
  return html.length;
}

/**
 * The first view as it paints: without the content of panels a collapsed disclosure controls
 * (`aria-expanded="false"` with `aria-controls`), such as the closed menus, which show nothing
 * until a visitor opens them, by which time the full stylesheets have loaded.
 */
function paintedFirstView(html: string): string {
  let painted = html;
  const collapsed = /<[a-z][^>]*\baria-expanded="false"[^>]*>/gi;
  for (const [button] of html.matchAll(collapsed)) {
    const id = /\baria-controls="([^"]+)"/.exec(button)?.[1];
    const at = id ? painted.indexOf(` id="${id}"`) : -1;
    if (at < 0) continue;
    const start = painted.lastIndexOf('<', at);
    const open = painted.indexOf('>', at) + 1;
    const end = elementEnd(painted, start);
    painted = painted.slice(0, open) + painted.slice(painted.lastIndexOf('</', end - 1), end) + painted.slice(end);
  }
  return painted;
}

/** The markup with an empty <head>: nothing in it is drawn, so no rule for it needs inlining. */
function withoutHeadContent(html: string): string {
  const open = html.indexOf('<head>');
  const close = html.indexOf('</head>');
  return open < 0 || close < open ? html : html.slice(0, open + '<head>'.length) + html.slice(close);
}

/** The compiled stylesheets, and the critical CSS already worked out for a first view's elements. */
export interface CriticalSheets {
  sheets: Map<string, CompiledSheet>;
  // Pages of one template share a first view's elements (trip reports by the thousand): their
  // critical CSS is worked out once, keyed by the stylesheets and what the scan found.
  cache: Map<string, string>;
}

/** The rules of `sheets` that `firstView` uses, in order, with the @font-face and @keyframes they need. */
function criticalCss({ sheets, cache }: CriticalSheets, hrefs: string[], firstView: string): string {
  const used = hrefs.map((href) => sheets.get(href)!);
  const programs = collectPrograms(used);
  const tokens = scanHtml(firstView, programs, { chars: false });
  const found = [tokens.tags, tokens.classes, tokens.ids, tokens.attrs].map((set) => [...set].sort().join(' '));
  const key = [hrefs.join(' '), ...found, programs.map((p) => (tokens.matchedPrograms?.get(p) ? 1 : 0)).join('')].join('|');
  let css = cache.get(key);
  if (css === undefined) {
    css = used.map((sheet) => renderCriticalCss(sheet, tokens, { keyframes: 'critical', inlineFonts: true, preloadFonts: false }).css).join('');
    cache.set(key, css);
  }
  return css;
}

/**
 * Rewrites a page so nothing but its HTML stands between a visitor and its first view. The rules
 * the first view matches go in a <style> where the stylesheet <link>s were; the <link>s move to
 * just after the first view, asked for at low priority so the hero image comes first. A
 * stylesheet in the body holds back only what follows it: the rest of the page waits for its full
 * styles (no unstyled flash, nothing shifts) while the first view paints from the inlined rules.
 * The page loader stays in <head>, where it is found at once: a deferred script runs only after
 * parsing, and it asks for nothing more until the first view has painted (widgets/loader.ts).
 */
export function inlineCriticalCss(html: string, critical: CriticalSheets): string {
  const headEnd = html.indexOf('</head>');
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET)];
  if (links.length === 0) return html;
  for (const link of links) {
    if (!critical.sheets.has(link[1]!))
      throw new BuildError('UnknownStylesheetLink', 'a page links a stylesheet the build did not make', {
        found: link[1],
        expected: [...critical.sheets.keys()].join(', '),
      });
  }

  // Empty <head> of them, keeping the place of the first stylesheet for the <style>.
  const at = links[0]!.index!;
  const page = head.replace(STYLESHEET, '') + html.slice(headEnd);
  const end = firstViewEnd(page);
  const css = criticalCss(
    critical,
    links.map((link) => link[1]!),
    paintedFirstView(withoutHeadContent(page.slice(0, end))),
  );
  if (css.includes('</'))
    throw new BuildError('CriticalCssBreaksStyle', 'critical CSS contains "</", which would end its <style> early', {
      found: css.slice(css.indexOf('</'), css.indexOf('</') + 40),
    });

  const low = (tag: string) => tag.replace(/^(<[a-z]+\b[^>]*?)(\/?>)/, '$1 fetchpriority="low"$2');
  const deferred = links.map((link) => low(link[0])).join('');
  return `${page.slice(0, at)}${heroPreload(page.slice(0, end))}<style>${css}</style>${page.slice(at, end)}${deferred}${page.slice(end)}`;
}

/** A <picture> whose <img> is the page's priority image, with its first (AVIF) source. */
const PRIORITY_PICTURE = /<picture\b[^>]*>\s*<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/>(?:(?!<\/picture>)[\s\S])*?fetchpriority="high"/i;

/**
 * A preload of the first view's priority image (the hero), for <head>: the browser asks for it as
 * soon as it reads the head, not once it has read the header's markup down to the hero. Same
 * candidates and sizes as the picture's AVIF source, so the browser takes the same file; a browser
 * without AVIF skips it and loads the picture's own fallback.
 */
function heroPreload(firstView: string): string {
  const match = PRIORITY_PICTURE.exec(firstView);
  return match ? `<link rel="preload" as="image" type="image/avif" imagesrcset="${match[1]}" imagesizes="${match[2]}" fetchpriority="high"/>` : '';
}
