import { beforeAll, describe, expect, it } from 'vitest';
import { offeredPackages } from '../../model/packages.ts';
import { monthsOf, MONTHS } from '../../model/practical.ts';
import { byAge, datedFacts } from '../../scripts/launch/dated-facts.ts';
import { practicalSections } from '../../templates/pages/practical.tsx';
import { content } from '../helpers/render.ts';
import { renderedSite, type RenderedSite } from '../helpers/fixture.ts';

let rendered: RenderedSite;
let doc: Document;
let site: Awaited<ReturnType<typeof content>>;
beforeAll(async () => {
  site = await content();
  rendered = await renderedSite();
  doc = rendered.doc('/practical/');
});

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const all = (selector: string, root: ParentNode = doc) => [...root.querySelectorAll(selector)];
const same = (item: string) => item.trim().replace(/\s+/g, ' ').toLowerCase();

describe('/practical/ rendered', () => {
  it('holds its eight sections in order, each anchored and headed by the content', () => {
    const sections = all('main section[id]').filter((s) => (practicalSections as readonly string[]).includes(s.id));
    expect(sections.map((s) => s.id)).toEqual([...practicalSections]);
    const p = site.practical;
    expect(sections.map((s) => text(s.querySelector('h2')))).toEqual(
      [p.visas, p.health, p.money, p.weather, p.grades, p.bring, p.around, p.conduct].map((part) => part.heading),
    );
    // The contents line under the title leads to each of them.
    expect(all('.practical-toc a').map((a) => a.getAttribute('href'))).toEqual(practicalSections.map((id) => `#${id}`));
  });

  it('shows a row for each month the seasons name, January first, with the seasons whose months hold it', () => {
    const covered = new Set(site.seasons.items.flatMap((s) => monthsOf(s.months)));
    const rows = all('#weather tbody tr');
    expect(rows).toHaveLength(covered.size);
    const months = rows.map((r) => text(r.querySelector('th')));
    expect(months).toEqual(MONTHS.filter((_, m) => covered.has(m)));
    expect(months[0]).toBe('January');
    rows.forEach((row, i) => {
      const m = MONTHS.indexOf(months[i] as (typeof MONTHS)[number]);
      const names = site.seasons.items.filter((s) => monthsOf(s.months).includes(m)).map((s) => (s.recommended ? `${s.name} (recommended)` : s.name));
      expect(text(row.querySelectorAll('td')[0])).toBe(names.join(', '));
    });
  });

  it('reads month ranges as the seasons write them, wrapping past December', () => {
    expect(monthsOf('April to October')).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(monthsOf('November to March')).toEqual([0, 1, 2, 10, 11]);
    expect(monthsOf('September to November southward, March to May northward')).toEqual([2, 3, 4, 8, 9, 10]);
  });

  it('lists under each grade the packages that carry it, and every graded package once', () => {
    const graded = offeredPackages(site).filter((o) => o.pkg.grade);
    const listed = all('#pace .practical-grade-packages a').map((a) => a.getAttribute('href'));
    expect(listed).toHaveLength(graded.length);
    for (const grade of all('#pace .practical-grade')) {
      const name = text(grade.querySelector('dt'));
      const hrefs = all('a', grade).map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(graded.filter((o) => o.pkg.grade === name).map((o) => `/${o.tour.slug}/#${o.anchor}`));
    }
  });

  it("packs only what the packages' lists ask for, and every item of them once", () => {
    const lists = [
      ...site.aboutTour.whatToBring,
      ...Object.values(site.tourPages).flatMap((page) => page.whatToBring ?? []),
      ...offeredPackages(site).flatMap((o) => o.pkg.whatToBring ?? []),
    ];
    const asked = new Set(lists.map(same));
    const shown = all('#what-to-bring .practical-bring-items li').map((li) => same(text(li)));
    expect(new Set(shown).size).toBe(shown.length);
    expect(new Set(shown)).toEqual(asked);
    expect(all('#what-to-bring h3').map(text)).toContain('All packages');
  });

  it('shows the altitudes of the sites the content names, and journey times the itineraries state', () => {
    const altitudes = all('#health .practical-altitudes dd').map(text);
    expect(altitudes).toEqual(
      site.practical.health.altitude.sites.map((id) => {
        const { min, max } = site.sites.find((s) => s.id === id)!.altitude;
        return `${min.toLocaleString('en')}–${max.toLocaleString('en')} m`;
      }),
    );
    const entries = offeredPackages(site).flatMap((o) => o.itinerary.flatMap((d) => d.entries.map((e) => e.text)));
    for (const { place, time } of site.practical.around.journeys) {
      const stated = [time, time.replace(/ hours$/, ' hour')];
      expect(
        entries.some((e) => e.includes(place) && stated.some((t) => e.includes(t))),
        `${place}: ${time}`,
      ).toBe(true);
    }
  });

  it("repeats the volcano's access rule as the tour page states it", () => {
    const pages = site.tours.flatMap((t) => (site.tourPages[t.id]?.access ? [site.tourPages[t.id]!.access!] : []));
    expect(pages.length).toBeGreaterThan(0);
    expect(all('#getting-around .practical-volcano').map((a) => text(a.querySelector('p')))).toEqual(pages.map((a) => a.paragraphs[0]));
  });

  it('summarises the code of conduct by its rules and links to it in full', () => {
    expect(all('#code-of-conduct .practical-conduct li').map(text)).toEqual(site.aboutTour.conduct.rules.map((r) => r.title));
    expect(doc.querySelector('#code-of-conduct a[href="/about-tour/#code-of-conduct"]')).not.toBeNull();
    expect(rendered.doc('/about-tour/').getElementById('code-of-conduct')).not.toBeNull();
  });

  it('is linked from the footer of every page and from every tour page', () => {
    for (const url of ['/', '/contact/', '/practical/']) expect(rendered.doc(url).querySelector('footer a[href="/practical/"]'), url).not.toBeNull();
    for (const tour of site.tours) {
      const page = rendered.doc(`/${tour.slug}/`);
      expect(page.querySelector('main .practical-link a[href^="/practical/"]'), tour.slug).not.toBeNull();
    }
  });

  it('prints the source of each fact that ages, and check:launch lists every one of them with the day it was checked, or never', () => {
    const p = site.practical;
    const facts = [...p.visas.facts, ...p.health.facts, ...p.money.facts];
    expect(all('.practical-facts > li')).toHaveLength(facts.length);
    for (const li of all('.practical-facts > li')) expect(text(li.querySelector('.practical-source'))).toMatch(/^Source: /);
    const listed = byAge(datedFacts(site), '2026-12-03').filter((f) => f.where.startsWith('content/practical.yaml'));
    expect(listed).toHaveLength(facts.length);
    // A fact is due (or never checked) exactly as its content says: no day, and check:launch flags it.
    const checked = new Map(facts.map((f) => [f.text, f.provenance.checked]));
    for (const f of listed) expect(f.checked).toBe(checked.get(f.what.slice(f.what.indexOf(': ') + 2)));
    expect(listed.filter((f) => f.checked === undefined).every((f) => f.stale)).toBe(true);
  });
});
