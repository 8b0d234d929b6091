import { beforeAll, describe, expect, it } from 'vitest';
import { createImageRecorder } from '../../scripts/assets/images/index.ts';
import type { Content } from '../../model/schema/sections.ts';
import { renderSite } from '../../templates/render.tsx';
import { siteRoutes } from '../../templates/routes.ts';
import { siteOf, type RenderedSite } from '../helpers/fixture.ts';
import { islands, fixtureContent } from '../helpers/render.ts';

// The access notices, derived from the statuses of test/fixtures/content/access/sites.ts (the
// south-coast trail and Tanjung Layar closed from 1 March 2024 to June 2027, Cidaon restricted to
// 07:00–08:30 and 12 visitors since May 2024): on the package days that go there, on the site pages
// and /sites/, and on a species page whose species one package finds only at a closed place.

const URLS = ['/ujung-kulon-tour/', '/mammals-tour/', '/sites/', '/sites/south-coast/', '/sites/cidaon/', '/sites/ujung-kulon/', '/species/javan-rhinoceros/'];
let site: Content;
let pages: RenderedSite;
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

beforeAll(async () => {
  site = await fixtureContent('access');
  pages = siteOf(
    renderSite({
      content: site,
      routes: siteRoutes(site).filter((route) => URLS.includes(route.url)),
      basePath: '/',
      siteUrl: 'https://example.test',
      images: createImageRecorder(),
      islands: await islands(),
      assetsFor: () => ({ styles: [], scripts: [] }),
    }),
  );
});

/** The days of a package panel of the Ujung Kulon page, by its id. */
const days = (id: string) => [...pages.doc('/ujung-kulon-tour/').querySelectorAll(`[data-package="${id}"] .itinerary-day`)];

describe('a package day', () => {
  it('at a closed place shows the closure, since when and until when, what the park says, and that we run it only where the park allows', () => {
    const [first] = days('package-e');
    const notice = first!.querySelector('.access-notice[data-access="closed"]');
    expect(text(notice)).toBe(
      'Closed since 1 March 2024, until June 2027: The south-coast trail: Karang Ranjang, Cibandawoh and Cibunar. The fixture park has closed the walking routes of the peninsula. We run this day only where the park allows: ask us.',
    );
    // Above the days, the package says which of them go where the park has closed access.
    expect(text(pages.doc('/ujung-kulon-tour/').querySelector('[data-package="package-e"] .access-notice--package'))).toBe(
      'On days 1, 2 and 3 of this package we would go where the park has closed access: we run those days only where the park allows, so ask us before you book.',
    );
  });

  it('at a restricted place shows its hours and its cap on visitors', () => {
    const [first, second] = days('package-a');
    expect(text(first!.querySelector('.access-notice[data-access="restricted"]'))).toBe(
      'Restricted since May 2024, until further notice: Cidaon grazing ground (visitors 07:00–08:30 only, at most 12 at a time). The fixture park lets visitors onto the grazing ground at dawn only. We plan this day within those limits: ask us.',
    );
    // Day 2 stays on Peucang: nothing restricts it, so nothing is added.
    expect(second!.querySelector('.access-notice')).toBeNull();
    expect(pages.doc('/ujung-kulon-tour/').querySelector('[data-package="package-a"] .access-notice--package')).toBeNull();
  });
});

describe("a tour's lists", () => {
  it("keep the spec's line on the Cigenter as written, with the park's word now beside it", () => {
    const excluded = pages.doc('/mammals-tour/').querySelector('[data-package="3d2n"] .included-list--excluded')!;
    const line = [...excluded.querySelectorAll('li')].map(text).find((t) => t.startsWith('Canoeing on the Cigenter River'));
    expect(line).toBe(
      'Canoeing on the Cigenter River (closed since November 2023) The park now: Restricted since May 2024, until further notice: visitors 11:00–13:00 only, at most 8 at a time.',
    );
  });
});

describe('the site pages', () => {
  it("show a closed site's status with its since date and its source, checked when", () => {
    const rows = Object.fromEntries(
      [...pages.doc('/sites/south-coast/').querySelectorAll('.site-facts > div')].map((row) => [text(row.querySelector('dt')), text(row.querySelector('dd'))]),
    );
    expect(rows['Access now']).toBe(
      'Closed since 1 March 2024, until June 2027. The fixture park has closed the walking routes of the peninsula. Source: Fixture park office, notice of 1 March 2024; checked 15 November 2026.',
    );
  });

  it("show a restricted site's hours and cap, and mark the packages' days there", () => {
    const d = pages.doc('/sites/cidaon/');
    expect(text(d.querySelector('.site-facts .site-access'))).toBe(
      'Restricted since May 2024, until further notice: visitors 07:00–08:30 only, at most 12 at a time. The fixture park lets visitors onto the grazing ground at dawn only. Source: Fixture park office, grazing-ground rules of May 2024; checked 15 November 2026.',
    );
    const packages = [...d.querySelectorAll('.site-packages li')];
    expect(packages.length, 'the packages listed on the site page').toBeGreaterThan(0);
    for (const li of packages) expect(text(li)).toContain('(Restricted since May 2024, until further notice: visitors 07:00–08:30 only, at most 12 at a time)');
  });

  it("mark a park's closed parts, and give each restricted or closed site its status on /sites/", () => {
    const parts = [...pages.doc('/sites/ujung-kulon/').querySelectorAll('.site-facts > div')].find(
      (row) => text(row.querySelector('dt')) === 'Places in it we visit',
    )!;
    expect(text(parts)).toContain('Tanjung Layar (Closed since 1 March 2024, until June 2027)');
    expect(text(parts)).toContain('Peucang Island;');
    const index = pages.doc('/sites/');
    const line = (id: string) => text(index.querySelector(`a.site-name[href="/sites/${id}/"]`)!.parentElement!.querySelector(':scope > .site-access'));
    expect(line('south-coast')).toBe('Closed since 1 March 2024, until June 2027.');
    expect(line('cidaon')).toBe('Restricted since May 2024, until further notice: visitors 07:00–08:30 only, at most 12 at a time.');
    expect(index.querySelector('a.site-name[href="/sites/peucang/"]')!.parentElement!.querySelector(':scope > .site-access')).toBeNull();
  });
});

describe('a species page', () => {
  it('says a package that finds the species only at closed places is closed now, never a likelihood, and lists the others after the open ones', () => {
    const items = [...pages.doc('/species/javan-rhinoceros/').querySelectorAll('.species-packages > li')];
    const lighthouse = items.find((li) => text(li.querySelector('a')).endsWith('Tanjung Layar lighthouse'))!;
    expect(lighthouse.getAttribute('data-access')).toBe('closed');
    expect(lighthouse.querySelector('.likelihood')).toBeNull();
    expect(text(lighthouse)).toBe(
      'Ujung Kulon National Park: Tanjung Layar lighthouse closed now (not on its species list): Tanjung Layar, days 1 and 2 (Closed since 1 March 2024, until June 2027): we run these days only where the park allows: ask us',
    );
    expect(items.indexOf(lighthouse)).toBeGreaterThan(items.findLastIndex((li) => !li.hasAttribute('data-access')));
    // A package that may still find it at an open or restricted place keeps its likelihood, its restricted days marked.
    const jungle = items.find((li) => text(li.querySelector('a')).endsWith('Two nights in the jungle camp'))!;
    expect(text(jungle.querySelector('.likelihood'))).toBe('rare');
    expect(text(jungle)).toContain('Cidaon grazing ground, days 1, 2 and 3 (Restricted since May 2024');
  });
});
