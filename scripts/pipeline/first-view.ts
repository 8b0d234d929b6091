// The first view (head, header, first section) paints from the first bytes of the response: the
// CSS rules it uses are inlined in <head>, and the page's stylesheets load after it, in <main>.
import { compileSheet, type CompiledSheet } from 'beasties/compiler';
import { collectPrograms, renderCriticalCss, scanHtml } from 'beasties/runtime';
import { BuildError } from './errors.ts';

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

/** Compiles each stylesheet once for `inlineCriticalCss`, keyed by the href the pages link it with. */
export function compileSheets(css: ReadonlyMap<string, string>): Map<string, CompiledSheet> {
  return new Map([...css].map(([href, text]) => [href, compileSheet(text, { href })]));
}

/**
 * Rewrites a page so its stylesheets never block the first paint: the rules its first view matches
 * go in a <style> where the <link>s were, and the <link>s move to just after the first view. A
 * stylesheet in the body blocks only what follows it, so the rest of the page waits for its full
 * styles (no unstyled flash, nothing shifts) while the first view paints from the inlined rules.
 */
export function inlineCriticalCss(html: string, sheets: ReadonlyMap<string, CompiledSheet>): string {
  const headEnd = html.indexOf('</head>');
  const links = [...html.slice(0, headEnd).matchAll(STYLESHEET)];
  if (links.length === 0) return html;
  const used = links.map((link) => {
    const sheet = sheets.get(link[1]!);
    if (!sheet) throw new BuildError('a page links a stylesheet the build did not make', { found: link[1], expected: [...sheets.keys()].join(', ') });
    return sheet;
  });

  // Drop the links from <head>, keeping the place of the first one for the <style>.
  const at = links[0]!.index!;
  const head = html.slice(0, headEnd).replace(STYLESHEET, '');
  const page = head + html.slice(headEnd);
  const end = firstViewEnd(page);
  const tokens = scanHtml(page.slice(0, end), collectPrograms(used));
  const critical = used.map((sheet) => renderCriticalCss(sheet, tokens, { keyframes: 'critical', inlineFonts: true, preloadFonts: false }).css).join('');
  if (critical.includes('</')) throw new BuildError('critical CSS contains "</", which would end its <style> early', { found: critical.slice(critical.indexOf('</'), critical.indexOf('</') + 40) });

  return page.slice(0, at) + `<style>${critical}</style>` + page.slice(at, end) + links.map((link) => link[0]).join('') + page.slice(end);
}
