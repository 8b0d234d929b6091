import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../model/schema/sections.ts';
import { figureMismatches, specFigures } from '../../scripts/launch/figures.ts';
import { content } from '../helpers/render.ts';
import { someOf } from '../helpers/some-of.ts';
import { tourPage } from '../../model/tour-pages.ts';

// check:launch lists each figure the words state that the content counts otherwise, both ways.
let site: Content;
beforeAll(async () => {
  site = await content();
});

describe('figures the words state and the content counts', () => {
  it('lists the years of experience and the Java endemics the shipped words state, beside the counts', () => {
    const years = site.site.copyrightYear - site.site.established;
    const javaOnly = [...site.species.values()].filter((s) => s.range === 'Java').length;
    const found = figureMismatches(site).map((f) => [f.text, f.computed]);
    // A figure that differs from its count is listed; one that agrees is not.
    const listed = (stat: { value: string; label: string }, computed: number) => {
      const entry = [`${stat.value} ${stat.label}`, `${computed}`];
      if (Number.parseInt(stat.value, 10) !== computed) expect(found).toContainEqual(entry);
      else expect(found).not.toContainEqual(entry);
    };
    for (const stat of someOf([...site.home.stats, ...site.contact.stats], (s) => /years/i.test(s.label), 'the stats of years')) listed(stat, years);
    const [endemic] = someOf(site.home.stats, (s) => /endemic/i.test(s.label), 'the home stat of endemics');
    listed(endemic!, javaOnly);
  });

  it('recomputes the days and the package count when a package longer than any joins the birding tour', () => {
    const changed = structuredClone(site);
    const items = tourPage(changed, 'birding', 'birding').packages.items;
    const days = items.map((p) => Number.parseInt(p.duration, 10));
    const [min, max] = [Math.min(...days), Math.max(...days)];
    const longest = items[days.indexOf(max)]!;
    items.push({ ...longest, id: 'one-day-more', duration: `${max + 1} Days / ${max} Nights`, itinerary: [...longest.itinerary, longest.itinerary.at(-1)!] });
    const found = figureMismatches(changed).map((f) => [f.stated, f.computed]);
    // The words state a range of days ("5 to 14 days"); the content now counts one day more at the top.
    expect(found).toContainEqual([expect.stringMatching(/^\d+ to \d+ days$/), `${min} to ${max + 1} days`]);
    expect(found).toContainEqual([expect.any(String), `${items.length}`]);
  });
});

describe('figures the specification fixes, each beside a computed or sourced value', () => {
  it('lists 13+ and 15+ years, the 73 rhinos, 500+ and 5000+, 40+ endemics and the 16 places', () => {
    const rows = specFigures(site);
    const years = site.site.copyrightYear - site.site.established;
    const text = (t: string) => rows.find((r) => r.text === t)?.beside;
    expect(text('13+ Years Experience')).toBe(`${years} years since founding in ${site.site.established} (content/site.yaml)`);
    expect(text('15+ Years Experience')).toBe(`${years} years since founding in ${site.site.established} (content/site.yaml)`);
    expect(text('73 Javan rhinoceros')).toMatch(/^our dated, sourced figure: \d+ Javan Rhinoceros estimated in 20\d\d \(Indonesian government\)/);
    expect(text('500+ Happy Travelers')).toBe('the Ujung Kulon page says 5000+ Visitors since 2011');
    expect(text('5000+ Visitors since 2011')).toBe('the contact page says 500+ Happy Travelers');
    expect(text('40+ Javan Endemic')).toBe(
      `${[...site.species.values()].filter((s) => s.range === 'Java').length} species records with range Java (content/species/)`,
    );
    // Five of the spec's sixteen places are on no package's days.
    expect(text('16 places we visit')).toBe(
      '11 are visited by a package (content/sites/ ids on their days); none visits Pamanukan, Wonorejo, Baluran, Ijen, Bali Barat',
    );
  });

  it('counts a place as visited once a package day names its site', () => {
    const changed = structuredClone(site);
    changed.sites.push({
      id: 'baluran',
      name: 'Baluran National Park',
      region: 'East Java',
      area: 'East Java',
      habitat: 'Savanna',
      altitude: { min: 0, max: 100 },
      access: 'By road',
      coordinates: [-7.85, 114.37],
    });
    tourPage(changed, 'birding', 'birding').packages.items[0]!.itinerary[0]!.sites.push('baluran');
    expect(specFigures(changed).find((r) => r.text === '16 places we visit')?.beside).toBe(
      '12 are visited by a package (content/sites/ ids on their days); none visits Pamanukan, Wonorejo, Ijen, Bali Barat',
    );
  });
});
