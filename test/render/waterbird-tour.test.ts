import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingMessage } from '../../templates/components/book-button.tsx';
import { displayName } from '../../templates/lib/reviews.ts';
import { ENTRANCE_DELAYS_MS } from '../../widgets/timings.ts';
import { content, parse, renderAll, root } from '../helpers/render.ts';

let doc: Document;
let site: Awaited<ReturnType<typeof content>>;
beforeAll(async () => {
  site = await content();
  doc = parse((await renderAll()).find((p) => p.url === '/waterbird-tour/')!.html);
});

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const all = (selector: string, root: ParentNode = doc) => [...root.querySelectorAll(selector)];
const waText = (href: string) => new URL(href).searchParams.get('text');

/** English names of the taxonomy rows the project keeps. */
const taxonomy = new Set(
  readFileSync(resolve(root, 'content/species/taxonomy-2023.csv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[1]!),
);

describe('/waterbird-tour/ rendered', () => {
  it('has the hero with the exact caption and the one priority image', () => {
    expect(all('h1').map(text)).toEqual(['Waterbird Tour']);
    expect(text(doc.querySelector('.tour-hero-caption'))).toBe('Over 50 species in coastal wetlands and mangroves');
    expect(all('img[fetchpriority="high"]')).toHaveLength(1);
  });

  it('has the tabs 4D/3N (selected), 7D/6N, 10D/9N, all panels in the HTML under their titles', () => {
    const tabs = all('#waterbird-packages [role="tab"]');
    expect(tabs.map(text)).toEqual(['4D/3N', '7D/6N', '10D/9N']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    const panels = all('#waterbird-packages [role="tabpanel"]');
    expect(panels.map((p) => text(p.querySelector('h3')))).toEqual(site.waterbirdTour.packages.items.map((p) => p.title));
    expect(panels.filter((p) => p.hasAttribute('hidden'))).toEqual([]);
  });

  it('shows the 4D/3N day by day with the facts of spec 001 §9', () => {
    const panel = doc.querySelector('#waterbird-packages-panel-4d3n')!;
    const facts = Object.fromEntries(all('.package-fact', panel).map((f) => [text(f.querySelector('dt')), text(f.querySelector('dd'))]));
    expect(facts['Departure time']).toBe('Pick-up at 5:00 am');
    expect(facts['Accommodation']).toMatch(/^2 nights hotel .*1 night seaside/);
    expect(facts['Transport']).toMatch(/boat on Jakarta Bay; speed boat between Carita and Ujung Kulon/);
    const days = all('.itinerary-day', panel);
    expect(days.map((d) => text(d.querySelector('.itinerary-label')))).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4']);
    expect(text(days[3]!.querySelector('.itinerary-text'))).toContain('Speed boat back to Carita, arriving at about 5 pm.');
    expect(text(days[3]!.querySelector('.itinerary-meals'))).toBe('Meals: B, L');
    expect(all('.included-list--excluded li', panel).map(text)).toEqual(['Dinner on day 4', 'Tips for the guide, driver and boat crews']);
  });

  it('shows the 7D/6N and 10D/9N as short summary lines, without a day-by-day itinerary', () => {
    for (const id of ['7d6n', '10d9n']) {
      const panel = doc.querySelector(`#waterbird-packages-panel-${id}`)!;
      expect(all('.itinerary-day', panel), id).toHaveLength(0);
      const lines = all('.package-outline li', panel);
      expect(lines.length, id).toBeGreaterThanOrEqual(3);
      expect(lines.length, id).toBeLessThanOrEqual(6);
    }
  });

  it('gives every package a Book button opening WhatsApp with a message naming the tour and package', () => {
    const e164 = site.site.whatsapp.e164.slice(1);
    for (const pkg of site.waterbirdTour.packages.items) {
      const link = doc.querySelector(`#waterbird-packages-panel-${pkg.id} a.btn-book`)!;
      expect(text(link)).toBe(`Book ${pkg.title}`);
      const href = link.getAttribute('href')!;
      expect(href.startsWith(`https://wa.me/${e164}?text=`)).toBe(true);
      expect(waText(href)).toBe(bookingMessage(displayName('waterbird'), pkg.title));
      expect(waText(href)).toContain('Waterbird Tour');
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });

  it('lists the general inclusions (binoculars, field guides) and exclusions (personal equipment)', () => {
    const section = doc.querySelector('#included')!;
    const included = all('.included-list--included li', section).map(text);
    const excluded = all('.included-list--excluded li', section).map(text);
    expect(included.some((s) => /^Binoculars/.test(s))).toBe(true);
    expect(included.some((s) => /^Field guides/.test(s))).toBe(true);
    expect(excluded.some((s) => /^Personal equipment/.test(s))).toBe(true);
  });

  it('shows a grid of the 25 waterbirds, each name an exact taxonomy name', () => {
    const names = all('.waterbird-grid .waterbird-name').map(text);
    expect(names).toHaveLength(25);
    expect(names).toEqual(site.waterbirdTour.species.list.map((s) => s.name));
    expect(names.filter((n) => !taxonomy.has(n))).toEqual([]);
    // Every photo is lazy, so the grid costs nothing until it is scrolled into view.
    expect(all('.waterbird-grid img').every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    const chips = all('.package-highlights li').map(text);
    expect(chips.filter((n) => !taxonomy.has(n))).toEqual([]);
  });

  it('links Learn More to the birding page and ends with the waterbird reviews', () => {
    const learn = [...doc.querySelectorAll('a')].find((a) => text(a).startsWith('Learn More'))!;
    expect(learn.getAttribute('href')).toBe('/birding-tour/');
    expect(all('main > section, main > div').at(-1)!.id).toBe('reviews');
    expect(text(doc.querySelector('#reviews .reviews-subtitle'))).toBe('Reviews from guests of the Waterbird Tour');
  });

  it('animates its sections in with the entrance delays of spec 001 §9', () => {
    const delays = all('main .enter').map((el) => Number(/--enter-delay:\s*(\d+)ms/.exec(el.getAttribute('style') ?? '')?.[1]));
    expect(delays.length).toBeGreaterThanOrEqual(7);
    expect(delays.filter((d) => !(ENTRANCE_DELAYS_MS as readonly number[]).includes(d))).toEqual([]);
  });
});
