import { beforeAll, describe, expect, it } from 'vitest';
import { longDuration } from '../../templates/components/tour-page-parts.tsx';
import type { RenderedPage } from '../../templates/render.tsx';
import { content } from '../helpers/render.ts';
import { renderedSite, type RenderedSite } from '../helpers/fixture.ts';
import { tourPage } from '../../model/tour-pages.ts';

// Words and numbers a careful reader compares across pages: durations, tour and place names, and
// the counts a checklist link gives against the page it sits on. Read from the rendered HTML.

let rendered: RenderedSite;
let pages: readonly RenderedPage[];
let site: Awaited<ReturnType<typeof content>>;
beforeAll(async () => {
  [rendered, site] = await Promise.all([renderedSite(), content()]);
  pages = rendered.pages;
});

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const wordsCache = new Map<RenderedPage, string>();
/** A page's visible words: scripts and styles skipped, a space between elements, whitespace folded. */
function words(page: RenderedPage): string {
  const cached = wordsCache.get(page);
  if (cached !== undefined) return cached;
  // The parsed page is the layer's shared one: skip the text of scripts and styles rather than
  // remove them from it.
  const doc = rendered.doc(page.url);
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
  const parts: string[] = [];
  while (walker.nextNode()) {
    const tag = walker.currentNode.parentElement?.tagName;
    if (tag !== 'SCRIPT' && tag !== 'STYLE') parts.push(walker.currentNode.textContent ?? '');
  }
  const result = parts.join(' ').replace(/\s+/g, ' ').trim();
  wordsCache.set(page, result);
  return result;
}
const page = (url: string) => rendered.page(url);
/** Every prefilled WhatsApp text a page links to. */
function whatsappTexts(p: RenderedPage): string[] {
  const doc = rendered.doc(p.url);
  return [...doc.querySelectorAll('a[href^="https://wa.me/"]')].map((a) => new URL(a.getAttribute('href')!).searchParams.get('text') ?? '');
}

describe('durations', () => {
  it('spells the short form with singular and plural right', () => {
    expect(longDuration('2D/1N')).toBe('2 Days / 1 Night');
    expect(longDuration('3D/2N')).toBe('3 Days / 2 Nights');
    expect(longDuration('14D/13N')).toBe('14 Days / 13 Nights');
    expect(longDuration('One Day')).toBe('One Day');
  });

  it('writes every "N Days / M Nights" on every page in one format, with the right plural', () => {
    const found: string[] = [];
    for (const p of pages) {
      for (const [written, days, nights] of words(p).matchAll(/\b(\d+) days? \/ (\d+) nights?\b/gi)) {
        const expected = `${days} ${days === '1' ? 'Day' : 'Days'} / ${nights} ${nights === '1' ? 'Night' : 'Nights'}`;
        if (written !== expected) found.push(`${p.url}: "${written}" (expected "${expected}")`);
        else found.push('ok');
      }
    }
    expect(found.filter((f) => f !== 'ok')).toEqual([]);
    // The pages do carry such durations: the check above saw them.
    expect(found.length).toBeGreaterThan(20);
  });

  it('gives every package fact "Duration" as One Day, a number of hours, or days and nights', () => {
    const values = pages.flatMap((p) =>
      [...rendered.doc(p.url).querySelectorAll('.package-fact')]
        .filter((f) => text(f.querySelector('dt')) === 'Duration')
        .map((f) => `${p.url} ${text(f.querySelector('dd'))}`),
    );
    expect(values.length).toBeGreaterThan(20);
    for (const v of values) expect(v).toMatch(/ (One Day|\d+ hours|(?:[2-9]|\d\d+) Days \/ (?:1 Night|(?:[02-9]|\d\d+) Nights))$/);
    expect(values).toContain('/ujung-kulon-tour/ 2 Days / 1 Night');
  });
});

describe('one name per tour and per place', () => {
  it('titles each home tour card with a name the spec gives that tour (its display name or its nav label)', () => {
    for (const tour of site.tours) {
      expect([tour.displayName, tour.navLabel], tour.slug).toContain(tour.title);
    }
  });

  it('never writes "the" before a display name that is already a full name ("the Krakatau Tours")', () => {
    for (const p of pages) {
      const found = [words(p), ...whatsappTexts(p)].flatMap((t) => t.match(/\bthe (Krakatau Tours|Ujung Kulon National Park\b(?! \w))/g) ?? []);
      expect(found, p.url).toEqual([]);
    }
    const messages = whatsappTexts(page('/krakatau-tour/'));
    expect(messages).toContain("Hello, I'm interested in Krakatau Tours. Could you send me details and available dates?");
  });

  it('calls the Krakatau harbour Marina Carita, naming "Carita port" only beside it', () => {
    const ports = pages.flatMap((p) => (words(p).match(/[^.;]*Carita port[^.;]*/g) ?? []).map((sentence) => ({ url: p.url, sentence })));
    expect(ports.length).toBeGreaterThan(0);
    for (const { url, sentence } of ports) expect(sentence, url).toMatch(/Marina Carita, the Carita port/);
    expect(words(page('/krakatau-tour/'))).toMatch(/Marina Carita, the Carita port, is about 3 hours away/);
  });
});

describe('checklists and the pages that link them', () => {
  it.each(['birding-tour', 'waterbird-tour', 'mammals-tour'])('/%s/: the checklist link counts what the page counts', (tour) => {
    const doc = rendered.doc(`/${tour}/`);
    const link = text(doc.querySelector('main .checklist-links a'));
    const count = /of the (\d+) species we target on this tour$/.exec(link)?.[1];
    expect(count, link).toBeDefined();
    expect(words(page(`/${tour}/`))).toMatch(new RegExp(`\\b${count} (key species|key mammals|waterbirds)\\b`));
    expect(rendered.doc(`/${tour}/checklist/`).querySelectorAll('tbody tr')).toHaveLength(Number(count));
  });

  it('the mammal checklist lists mammals only', () => {
    const doc = rendered.doc('/mammals-tour/checklist/');
    const names = [...doc.querySelectorAll('tbody th[scope="row"]')].map((th) => text(th));
    expect(names.sort()).toEqual(
      tourPage(site, 'mammals', 'mammals')
        .species.list.map((s) => s.id)
        .map((id) => site.species.get(id)!.english)
        .sort(),
    );
    expect(words(page('/mammals-tour/checklist/'))).not.toMatch(/Peafowl|eBird/);
  });
});
