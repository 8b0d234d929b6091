import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { itinerary } from '../../model/schema/itinerary.ts';
import { Itinerary } from '../../templates/components/itinerary.tsx';
import { Section } from '../../templates/components/section.tsx';
import { SiteContext, type SiteContextValue } from '../../templates/lib/site-context.tsx';
import { content, parse, root } from '../helpers/render.ts';

const text = (el: Element | null) => el?.textContent?.replace(/\s+/g, ' ').trim();

describe('tour-page kit', () => {
  it('renders a timed day (Krakatau, Ujung Kulon) as steps with their times, its sites as links, then the overnight stop and meals', async () => {
    const days = itinerary(1).parse([
      {
        day: 1,
        title: 'Carita to Anak Krakatau',
        sites: ['sunda-strait', 'anak-krakatau', 'rakata'],
        entries: [
          { time: '05:00', text: 'Pick-up at your hotel' },
          { time: '08:30', text: 'Speed boat from Marina Carita' },
        ],
        meals: ['B', 'L'],
        overnight: 'Camp on Rakata',
      },
    ]);
    // The day's sites link to their pages, under the site's base path.
    const site = { content: await content(), basePath: '/tours/' } as SiteContextValue;
    const doc = parse(
      renderToStaticMarkup(
        <SiteContext.Provider value={site}>
          <Itinerary days={days} headingLevel={5} />
        </SiteContext.Provider>,
      ),
    );
    expect([...doc.querySelectorAll('.itinerary-sites a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Sunda Strait', '/tours/sites/sunda-strait/'],
      ['Anak Krakatau', '/tours/sites/anak-krakatau/'],
      ['Rakata', '/tours/sites/rakata/'],
    ]);
    expect(text(doc.querySelector('.itinerary-label'))).toBe('Day 1');
    expect(text(doc.querySelector('h5.itinerary-title'))).toBe('Carita to Anak Krakatau');
    expect([...doc.querySelectorAll('.itinerary-entries li')].map(text)).toEqual(['05:00 Pick-up at your hotel', '08:30 Speed boat from Marina Carita']);
    expect([...doc.querySelectorAll('.itinerary-entries time')].map(text)).toEqual(['05:00', '08:30']);
    expect(text(doc.querySelector('.itinerary-text'))).toBe('Overnight: Camp on Rakata.');
    expect(text(doc.querySelector('.itinerary-meals'))).toBe('Meals: B, L');
  });

  it('rejects days out of order and a malformed time, naming the field', () => {
    const result = itinerary().safeParse([{ day: 2, title: 'Day', sites: [], entries: [{ time: '5 am', text: 'Pick-up' }] }]);
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      '0.sites: must name at least one site of content/sites/ that the day visits',
      '0.entries.0.time: must be a 24-hour time such as "05:00"',
      '0.day: must be 1 (days are numbered in order from 1) — found 2',
    ]);
  });

  it('labels a section by its heading and takes the entrance delay of its step', () => {
    const doc = parse(
      renderToStaticMarkup(
        <Section id="packages" className="tour-packages" headingId="packages-heading" eyebrow="Packages" heading="Tour packages" enter={3}>
          <p>body</p>
        </Section>,
      ),
    );
    const section = doc.querySelector('section')!;
    expect(section.getAttribute('class')).toBe('section tour-packages enter');
    expect(section.getAttribute('aria-labelledby')).toBe('packages-heading');
    expect(doc.getElementById('packages-heading')?.textContent).toBe('Tour packages');
    expect(section.getAttribute('style')).toBe('--enter-delay:200ms');
  });

  it('leaves no entrance-delay literal in the templates: delays come from ENTRANCE_DELAYS_MS', () => {
    const dir = join(root, 'templates');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
    const offenders = files.filter((f) => /--enter-delay['"]?\s*:\s*['"`]\d|enterDelay=|\d{3}ms['"]/.test(readFileSync(join(dir, f), 'utf8')));
    expect(files.length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});
