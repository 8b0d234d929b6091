import { describe, expect, it } from 'vitest';
import { hedged, hedgeRules, sentencesOf } from '../../model/hedge-rules.ts';
import type { Content } from '../../model/schema/sections.ts';
import * as shown from '../../model/shown.ts';
import { formatBuildError } from '../../scripts/lib/build-error.ts';
import { hedgeContent } from '../fixtures/hedge/content.ts';
import * as timings from '../../widgets/timings.ts';
import { fixtureContent } from '../helpers/render.ts';

/** Every problem the hedge rules report on a content object, as "field: message". */
function problemsOf(content: Content): string[] {
  const found: string[] = [];
  for (const rule of hedgeRules) rule(content, (_key, field, message) => found.push(`${field}: ${message}`));
  return found;
}

describe('the counts shown first', () => {
  it("are the widgets' counts: the rule features what the page shows before its toggle", () => {
    expect([shown.HIGHLIGHTS_COLLAPSED, shown.MAMMALS_COLLAPSED]).toEqual([timings.HIGHLIGHTS_COLLAPSED, timings.MAMMALS_COLLAPSED]);
  });
});

describe('the hedge words', () => {
  it('hedge "with luck" with any of them, "rare" only with a word of rarity, as whole words', () => {
    expect(hedged('and, with luck, Javan Banded-Pitta', 'with luck')).toBe(true);
    expect(hedged('a rare piece of luck', 'with luck')).toBe(true);
    expect(hedged('and, with luck, Javan Slow Loris', 'rare')).toBe(false);
    expect(hedged('it is now seldom seen', 'rare')).toBe(true);
    expect(hedged('a rarefied air', 'rare')).toBe(false);
  });

  it('split a text into its sentences', () => {
    expect(sentencesOf('Lowland forest. With luck, Javan Banded-Pitta.')).toEqual(['Lowland forest.', 'With luck, Javan Banded-Pitta.']);
  });
});

describe("a day's words", () => {
  it('pass when each species the sites rate with luck or rare is named with a hedge', () => {
    expect(problemsOf(hedgeContent())).toEqual([]);
  });

  it('fail on a rare bird named as a plain target, naming the sites and the hedges', () => {
    const content = hedgeContent();
    content.tourPages.birding.packages.items[0]!.itinerary![0]!.entries[0]!.text = 'Dawn along the streams for Javan Blue-banded Kingfisher and Javan Trogon.';
    expect(problemsOf(content)).toEqual([
      "packages.items[0].itinerary[0].entries[0].text: names Javan Blue-banded Kingfisher, which the day's sites (Gunung Halimun-Salak National Park) rate rare — say so (rare, rarely, seldom) or drop it",
    ]);
  });

  it('fail on "with luck" for a bird the records rate rare: the words must not promise more', () => {
    const content = hedgeContent();
    content.tourPages.birding.packages.items[0]!.itinerary![1]!.entries[0]!.text = 'Lowland forest, with luck for Javan Hawk-Eagle.';
    expect(problemsOf(content)).toEqual([
      expect.stringMatching(/^packages\.items\[0\]\.itinerary\[1\]\.entries\[0\]\.text: names Javan Hawk-Eagle, .*rate rare/),
    ]);
  });

  it('fail when the hedge sits in another sentence than the name, and in a title', () => {
    const content = hedgeContent();
    const day = content.tourPages.birding.packages.items[0]!.itinerary![1]!;
    day.entries[0]!.text = 'Lowland forest for Javan Banded-Pitta. Other birds with luck.';
    day.title = 'Carita for Javan Banded-Pitta';
    expect(problemsOf(content).map((p) => p.split(':')[0])).toEqual(['packages.items[0].itinerary[1].title', 'packages.items[0].itinerary[1].entries[0].text']);
  });

  it("rate a bird by the day's own sites: a bird likely elsewhere is still a matter of luck here", () => {
    const content = hedgeContent();
    content.tourPages.birding.packages.items[0]!.itinerary![1]!.entries[0]!.text = 'Lowland forest for Javan Hawk-Eagle.';
    expect(problemsOf(content)).toEqual([expect.stringContaining("names Javan Hawk-Eagle, which the day's sites (Carita Forest Park) rate rare")]);
  });
});

describe('the lists a page features', () => {
  it('fail on a rare bird in a carousel whose caption does not say so', () => {
    const content = hedgeContent();
    content.species.get('bubkin2')!.look = 'We walk the clear forest streams at first light.';
    expect(problemsOf(content)).toEqual([
      'endemics.slides[1].id: features Javan Blue-banded Kingfisher as a target, which every site the West Java Birding Tour packages visit rates rare at best (Gunung Halimun-Salak National Park) — say so in the words it shows (rare, rarely, seldom) or drop it from the list',
    ]);
  });

  it("fail on a rare bird among a package's first shown highlights, not after them, and let one that takes luck stand", () => {
    const content = hedgeContent();
    const pkg = content.tourPages.birding.packages.items[0]!;
    pkg.highlights = ['bubkin2', 'banpit2', ...Array.from({ length: 8 }, () => 'javtro1'), 'bubkin2'];
    expect(problemsOf(content)).toEqual([
      expect.stringMatching(/^packages\.items\[0\]\.highlights\[0\]: features Javan Blue-banded Kingfisher as a target, .*rare at best .*beside a name alone/),
    ]);
  });

  it('fail on an About key species whose status and note say nothing of luck', () => {
    const content = hedgeContent();
    (content.aboutTour.keySpecies.items as { id: string; status: string }[]).push({ id: 'banpit2', status: 'Endemic to Java' });
    expect(problemsOf(content)).toEqual([
      expect.stringMatching(/^keySpecies\.items\[1\]\.id: features Javan Banded-Pitta .*every site our packages visit rates with luck/),
    ]);
  });
});

describe('the build', () => {
  it('stops at the file and line of the words, in the owner’s terms', async () => {
    const error = await fixtureContent('hedge-days').then(
      () => undefined,
      (e: unknown) => e,
    );
    const text = formatBuildError(error as Error);
    const dir = 'test/fixtures/content/hedge-days';
    expect(text).toMatch(
      new RegExp(
        `${dir}/packages/birding-tour/10d9n\\.yaml:\\d+:\\d+: itinerary\\[8\\]\\.entries\\[1\\]\\.text \\(lists counted from 1\\) names Javan Blue-banded Kingfisher, which the day's sites \\(Gunung Halimun-Salak National Park\\) rate rare — say so \\(rare, rarely, seldom\\) or drop it`,
      ),
    );
  });
});
