import { describe, expect, it } from 'vitest';
import { offeredPackages } from '../../model/packages.ts';
import { practicalRules } from '../../model/practical-rules.ts';
import { content } from '../helpers/render.ts';

const site = await content();

/** The problems the practical page's rules find in the shipped content with `practical` changed. */
function problems(change: (p: typeof site.practical) => void) {
  const practical = structuredClone(site.practical);
  change(practical);
  const found: { field: string; found: unknown }[] = [];
  for (const rule of practicalRules) rule({ ...site, practical }, (_key, field, _message, value) => found.push({ field, found: value }));
  return found;
}

describe('the practical page states no number of its own', () => {
  it('finds nothing to report in content that agrees', () => {
    expect(problems(() => {})).toEqual([]);
  });

  it('reports an altitude site that is not a site, and a journey time no itinerary states', () => {
    expect(
      problems((p) => {
        p.health.altitude.sites = ['gunung-gedee'];
        p.around.journeys = [{ label: 'Jakarta to Marina Carita', place: 'Marina Carita', time: 'about 2 hours and a half' }];
      }),
    ).toEqual([
      { field: 'health.altitude.sites[0]', found: 'gunung-gedee' },
      { field: 'around.journeys[0]', found: 'Marina Carita: about 2 hours and a half' },
    ]);
  });

  it('reports a grade a package carries that the page does not describe', () => {
    const carried = offeredPackages(site).find((o) => o.pkg.grade)?.pkg.grade;
    expect(carried, 'a grade some package carries').toBeDefined();
    const found = problems((p) => {
      p.grades.items = p.grades.items.filter((g) => g.grade !== carried);
    });
    expect(found).toEqual([{ field: 'grades.items', found: site.practical.grades.items.map((g) => g.grade).filter((g) => g !== carried) }]);
  });
});
