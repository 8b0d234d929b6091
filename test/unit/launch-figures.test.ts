import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../content/schema/sections.ts';
import { figureMismatches } from '../../scripts/launch/figures.ts';
import { content } from '../helpers/render.ts';
import { tourPage } from '../../content/schema/sections.ts';

// check:launch lists each figure the words state that the content counts otherwise, both ways.
let site: Content;
beforeAll(async () => {
  site = await content();
});

describe('figures the words state and the content counts', () => {
  it('lists the years of experience and the Java endemics the shipped words state, beside the counts', () => {
    const years = site.site.copyrightYear - site.site.established;
    const javaOnly = [...site.species.values()].filter((s) => s.endemic === 'Java').length;
    const found = figureMismatches(site).map((f) => [f.text, f.computed]);
    for (const stat of [...site.home.stats, ...site.contact.stats].filter((s) => /years/i.test(s.label))) {
      if (Number.parseInt(stat.value, 10) !== years) expect(found).toContainEqual([`${stat.value} ${stat.label}`, `${years}`]);
    }
    const endemic = site.home.stats.find((s) => /endemic/i.test(s.label))!;
    if (Number.parseInt(endemic.value, 10) !== javaOnly) expect(found).toContainEqual([`${endemic.value} ${endemic.label}`, `${javaOnly}`]);
  });

  it('recomputes the days and the package count when a 4-day package joins the birding tour', () => {
    const changed = structuredClone(site);
    const [first] = tourPage(changed, 'birding', 'birding').packages.items;
    tourPage(changed, 'birding', 'birding').packages.items.unshift({ ...first!, id: '4d3n', duration: '4 Days / 3 Nights', itinerary: first!.itinerary.slice(0, 4) });
    const found = figureMismatches(changed).map((f) => [f.stated, f.computed]);
    const days = tourPage(site, 'birding', 'birding').packages.items.map((p) => Number.parseInt(p.duration, 10));
    expect(found).toContainEqual([`${Math.min(...days)} to ${Math.max(...days)} days`, `4 to ${Math.max(...days)} days`]);
    expect(found).toContainEqual([expect.any(String), `${tourPage(site, 'birding', 'birding').packages.items.length + 1}`]);
  });
});
