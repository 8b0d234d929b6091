import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../model/schema/sections.ts';
import type { Post } from '../../model/schema/posts.ts';
import type { RenderedPage } from '../../templates/render.tsx';
import { SiteContext, type SiteContextValue } from '../../templates/lib/site-context.tsx';
import { RecordedHere, SiteReports } from '../../templates/sites/reports.tsx';
import { monthBarText, monthlyLikelihood } from '../../model/words.ts';
import { speciesCatalog, speciesPath } from '../../model/catalogue.ts';
import { content, parse, renderAll } from '../helpers/render.ts';
import { siteWithoutPosts } from './without-posts.ts';

let site: Content;
let pages: RenderedPage[];
// Parsed once each: a DOM per page is heavy, and the render layer shares its workers.
const docs = new Map<string, Document>();
const doc = (url: string) => docs.get(url) ?? docs.set(url, parse(pages.find((p) => p.url === url)!.html)).get(url)!;
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();
/** What a screen reader reads: the text without what is hidden from it. */
const spoken = (el: Element) => {
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
  return text(copy);
};

beforeAll(async () => {
  site = await content();
  pages = await renderAll({ everySite: true });
});

describe('/sites/', () => {
  it('lists every site of content/sites/ once, by area, each name linking to its page, the parts of a park under it', () => {
    const d = doc('/sites/');
    expect(text(d.querySelector('h1'))).toBe('Sites We Visit');
    expect([...d.querySelectorAll('.sites-area > h2')].map(text)).toEqual([
      'Jakarta and the north coast',
      'The mountains of West Java',
      'Banten and the Sunda Strait',
      'Sumatra',
    ]);
    const links = [...d.querySelectorAll('a.site-name')];
    expect(links.map((a) => a.getAttribute('href')).sort()).toEqual(site.sites.map((s) => `/sites/${s.id}/`).sort());
    expect(links.map(text).sort()).toEqual(site.sites.map((s) => s.name).sort());
    // Cidaon sits in the list of Ujung Kulon's parts, not beside the park.
    const park = links.find((a) => a.getAttribute('href') === '/sites/ujung-kulon/')!.parentElement!;
    expect([...park.querySelectorAll('.site-parts a.site-name')].map(text)).toContain('Cidaon grazing ground');
  });

  it('says which packages visit each site, linking to their panels, and that we arrange the others on request', () => {
    const d = doc('/sites/');
    const item = (id: string) => d.querySelector(`a.site-name[href="/sites/${id}/"]`)!.parentElement!;
    const karangsong = item('karangsong').querySelector(':scope > .site-going')!;
    expect(text(karangsong)).toBe('Visited by Waterbird Tour: 10D/9N Java Wetlands Expedition.');
    expect(karangsong.querySelector('a')!.getAttribute('href')).toMatch(/^\/waterbird-tour\/#/);
    // No package's days go to Handeuleum.
    expect(text(item('handeuleum').querySelector(':scope > .site-going'))).toBe('No package goes here yet: we arrange visits on request.');
  });
});

describe('/sites/<id>/', () => {
  it('says what Gunung Gede-Pangrango is: altitude, access, the SIMAKSI booked online, what to bring, crowds and best months with their reason', () => {
    const d = doc('/sites/gunung-gede/');
    expect(text(d.querySelector('h1'))).toBe('Gunung Gede-Pangrango National Park');
    const facts = Object.fromEntries([...d.querySelectorAll('.site-facts > div')].map((row) => [text(row.querySelector('dt')), text(row.querySelector('dd'))]));
    expect(facts.Altitude).toBe('1,400–2,958 m');
    expect(facts.Permits).toContain('SIMAKSI');
    expect(facts.Permits).toContain('booked online');
    expect(facts.Crowds).toContain('Weekends');
    expect(facts['What to bring']).toContain('rain jacket');
    const best = text(d.querySelector('[aria-labelledby="site-best-heading"]'));
    expect(best).toContain('Apr–Oct: The park closes the summit trails');
  });

  it('groups its species by likelihood, likeliest first, each linked to its page with a month bar, then the note on their source', () => {
    const d = doc('/sites/muara-gembong/');
    const groups = [...d.querySelectorAll('.site-species-group')];
    const order = ['Regular', 'Likely', 'With luck', 'Rare'];
    const headings = groups.map((g) => text(g.querySelector('h3'))!.split(' (')[0]!);
    expect(headings[0]).toBe('Regular');
    expect(headings).toEqual([...headings].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    const catalog = speciesCatalog(site);
    const whimbrel = [...d.querySelectorAll('.month-rows li')].find((li) => text(li.querySelector('a')) === 'Whimbrel')!;
    expect(whimbrel.querySelector('a')!.getAttribute('href')).toBe(speciesPath(catalog.byEnglish.get('Whimbrel')!.slug));
    // A wader of the northern winter: its months as runs, read as one short sentence.
    expect(spoken(whimbrel)).toBe('Whimbrel By month: Sep–Apr: regular; May–Aug: away.');
    // Twelve bars, tall where it is regular, none in the months it is away.
    expect([...whimbrel.querySelectorAll('.month-bar-cells > span')].map((c) => c.className)).toEqual([
      'm0',
      'm0',
      'm0',
      'm0',
      '',
      '',
      '',
      '',
      'm0',
      'm0',
      'm0',
      'm0',
    ]);
    expect(text(d.querySelector('.month-bar-note'))).toContain("The month bars are the guides' judgement from our trips");
    // The migrants decide its best months, from the records.
    expect(text(d.querySelector('[aria-labelledby="site-best-heading"]'))).toContain('Most species on our list for it are here in Sep–Apr');
  });

  it('reads a resident as "all year" at its likelihood, on the site page and on the species page', () => {
    const d = doc('/sites/gunung-gede/');
    const trogon = [...d.querySelectorAll('.month-rows li')].find((li) => text(li.querySelector('a')) === 'Javan Trogon')!;
    expect(trogon.closest('.site-species-group')!.querySelector('h3')!.textContent).toMatch(/^Likely/);
    expect(spoken(trogon)).toBe('Javan Trogon By month: all year.');
    expect([...trogon.querySelectorAll('.month-bar-cells > span')].map((c) => c.className)).toEqual(Array(12).fill('m1'));
  });

  it("gives a part of a park the park's species but not an island of it, and links back to the park", () => {
    const cidaon = doc('/sites/cidaon/');
    expect(cidaon.querySelector('.species-crumb a[href="/sites/ujung-kulon/"]')).not.toBeNull();
    const names = (d: Document) => [...d.querySelectorAll('.month-rows a')].map(text);
    expect(names(cidaon)).toContain('Javan Rhinoceros');
    expect(names(doc('/sites/peucang/'))).not.toContain('Javan Rhinoceros');
  });

  it('lists the packages that go, each linking to a panel that exists on its tour page, with the days there', () => {
    const d = doc('/sites/gunung-gede/');
    const items = [...d.querySelectorAll('.site-packages li')];
    expect(items.length).toBeGreaterThan(0);
    for (const li of items) {
      const [path, anchor] = li.querySelector('a')!.getAttribute('href')!.split('#');
      expect(doc(path!).getElementById(anchor!), `${path}#${anchor}`).not.toBeNull();
      expect(text(li)).toMatch(/: days? \d/);
    }
    // A park's page names the part each day visits.
    expect([...doc('/sites/ujung-kulon/').querySelectorAll('.site-packages li')].map(text).join('\n')).toContain('Cidaon grazing ground, day');
    expect(text(doc('/sites/handeuleum/').querySelector('[aria-labelledby="site-packages-heading"] p'))).toBe(
      'None of our packages goes here yet: we arrange visits on request, so ask us.',
    );
  });

  it("gives a part of a park the park's season, and says so plainly where no one names best months", () => {
    expect(text(doc('/sites/cidaon/').querySelector('[aria-labelledby="site-best-heading"]'))).toContain(
      'Apr–Oct: The boat crossings to Peucang and Handeuleum are calmest',
    );
    expect(text(doc('/sites/jakarta/').querySelector('[aria-labelledby="site-best-heading"] p'))).toBe(
      'Any month of the year: ask us what the weather brings in yours.',
    );
  });

  it('says there is no trip report yet, in a plain sentence', async () => {
    // The site before its first trip report, whatever content/blog/ holds today.
    const cibodas = (await siteWithoutPosts()).doc('/sites/cibodas/');
    expect(text(cibodas.querySelector('.site-reports p'))).toBe(
      "No trip report from Cibodas Botanic Garden yet: the likelihoods above are our guides' judgement.",
    );
    expect(cibodas.querySelector('.trip-share'), 'no count beside a species without a trip').toBeNull();
  });

  it('describes the place as a schema.org TouristAttraction at its coordinates', () => {
    const d = doc('/sites/cidaon/');
    const graph = JSON.parse(d.querySelector('script[type="application/ld+json"]')!.textContent!)['@graph'] as Record<string, any>[];
    const place = graph.find((n) => n['@type'] === 'TouristAttraction')!;
    const cidaon = site.sites.find((s) => s.id === 'cidaon')!;
    expect(place.name).toBe(cidaon.name);
    expect(place.url).toBe('https://example.test/sites/cidaon/');
    expect(place.geo).toEqual({ '@type': 'GeoCoordinates', latitude: cidaon.coordinates[0], longitude: cidaon.coordinates[1] });
    expect(place.containedInPlace.name).toBe('Ujung Kulon National Park');
  });

  it('gives every site of content/sites/ its page, its name as the h1 and its place in the JSON-LD', () => {
    for (const { id, name } of site.sites) {
      const html = pages.find((p) => p.url === `/sites/${id}/`)?.html ?? '';
      const escaped = name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
      expect(html, id).toContain(`<h1 id="site-title">${escaped}</h1>`);
      expect(html, id).toContain(`"@type":"TouristAttraction"`);
    }
  });

  it('is reached from the footer of every page', () => {
    // Read as text, not parsed: a DOM for each of some 60 pages would cost the layer's memory.
    for (const page of pages)
      expect(/<nav class="footer-links"[\s\S]*?<a href="\/sites\/">Sites We Visit<\/a>[\s\S]*?<\/nav>/.test(page.html), page.url).toBe(true);
  });
});

describe('month bar text', () => {
  it('reads a resident as "all year" and a migrant as runs that wrap past December, present months first', () => {
    expect(
      monthBarText(monthlyLikelihood({ likelihood: 'regular', months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] })),
    ).toBe('all year');
    expect(monthBarText(monthlyLikelihood({ likelihood: 'likely', months: ['Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr'] }))).toBe(
      'Sep–Apr: likely; May–Aug: away',
    );
    expect(monthBarText(monthlyLikelihood({ likelihood: 'with luck', months: ['Oct', 'Nov', 'Mar'] }))).toBe(
      'Mar: with luck; Apr–Sep: away; Oct–Nov: with luck; Dec–Feb: away',
    );
  });
});

describe('SiteReports', () => {
  const post = (slug: string, sites: string[], species: string[] = []) =>
    ({
      slug,
      title: `Report ${slug}`,
      date: '2026-08-14',
      tour: 'birding',
      summary: 's',
      cover: { id: 'x', alt: 'x' },
      body: '',
      file: '',
      sites,
      visited: sites,
      species,
    }) as Post;
  const render = (node: ReactNode) => {
    const value = {
      content: {
        ...site,
        posts: [post('gede-mist', ['gunung-gede', 'cibodas'], ['Javan Trogon']), post('angke', ['muara-angke']), post('halimun', ['halimun'])],
      },
      basePath: '/tours/',
    } as unknown as SiteContextValue;
    return parse(renderToStaticMarkup(<SiteContext.Provider value={value}>{node}</SiteContext.Provider>));
  };

  it('lists the trips whose sites hold the site, and only those', () => {
    const d = render(<SiteReports id="cibodas" name="Cibodas Botanic Garden" />);
    expect([...d.querySelectorAll('li a')].map((a) => [text(a), a.getAttribute('href')])).toEqual([['Report gede-mist', '/tours/blog/gede-mist/']]);
    expect(text(d.querySelector('li'))).toBe('14 August 2026: Report gede-mist');
    expect(text(d.querySelector('p'))).toBe(
      'Our 1 trip to Cibodas Botanic Garden with a report, the newest first. Beside each species above, how many of them recorded it.',
    );
  });

  it('counts beside a species how many of the trips to the site recorded it', () => {
    expect(text(render(<RecordedHere siteId="gunung-gede" speciesId="javtro1" />).querySelector('.trip-share'))).toBe('recorded on 1 of 1 trips');
    expect(text(render(<RecordedHere siteId="halimun" speciesId="javtro1" />).querySelector('.trip-share'))).toBe('recorded on 0 of 1 trips');
    expect(render(<RecordedHere siteId="carita" speciesId="javtro1" />).querySelector('.trip-share')).toBeNull();
  });
});
