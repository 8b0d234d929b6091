import { beforeAll, describe, expect, it } from 'vitest';
import type { Content } from '../../model/schema/sections.ts';
import { taxonomyByCode } from '../../model/taxonomy.ts';
import type { RenderedPage } from '../../templates/render.tsx';
import { siteRoutes } from '../../templates/routes.ts';
import { unpackPackages } from '../../widgets/coverage.ts';
import { speciesCatalog, speciesSlug, type Catalog } from '../../model/catalogue.ts';
import { content, parse, renderAll } from '../helpers/render.ts';
import { someOf } from '../helpers/some-of.ts';
import { tourPage } from '../../model/tour-pages.ts';

let site: Content;
let catalog: Catalog;
let pages: RenderedPage[];
const page = (url: string) => pages.find((p) => p.url === url)!;
const doc = (url: string) => parse(page(url).html);

beforeAll(async () => {
  site = await content();
  catalog = speciesCatalog(site);
  pages = await renderAll({ everySpecies: true });
});

describe('/species/', () => {
  it('holds every species record and every bird a package names, birds then mammals, each once', () => {
    expect(catalog.species.length).toBe(site.species.size);
    // 149: no record holds the Black-winged Myna, which none of our sites has wild (content/species/birds.ts).
    expect(catalog.species.filter((s) => s.kind === 'bird')).toHaveLength(149);
    expect(catalog.species.filter((s) => s.kind === 'mammal')).toHaveLength(27);
    const birds = catalog.species.filter((s) => s.kind === 'bird').map((s) => taxonomyByCode().get(s.id)!.position);
    expect(birds).toEqual([...birds].sort((a, b) => a - b));
  });

  it('lists every species by family with JavaScript off, each name linking to its page, and counts them', () => {
    const d = doc('/species/');
    const javaOnly = [...site.species.values()].filter((s) => s.range === 'Java').length;
    // 31: the Volcano Swiftlet is known from the volcanoes of western and central Java only.
    expect(javaOnly).toBe(31);
    expect(d.querySelector('.species-counts')?.textContent).toBe(`149 birds, 27 mammals, ${javaOnly} found only on Java.`);
    const families = [...d.querySelectorAll('#species-families [data-family]')];
    expect(families.map((f) => f.querySelector('h3')!.firstChild!.textContent!.trim())).toEqual(catalog.families.map((f) => f.family));
    const rows = [...d.querySelectorAll('#species-families [data-row] a.species-link')];
    expect(rows.map((a) => a.textContent)).toEqual(catalog.species.map((s) => s.english));
    expect(rows.map((a) => a.getAttribute('href'))).toEqual(catalog.species.map((s) => `/species/${s.slug}/`));
    // Nothing of the list is hidden; the pick buttons show only where scripts run (a media query).
    expect(d.querySelectorAll('#species-families [hidden]')).toHaveLength(0);
    expect(d.querySelectorAll('#species-families .species-pick')).toHaveLength(catalog.species.length);
    expect(d.querySelector('.species-filter [role="status"]')?.textContent).toBe(`Showing ${catalog.species.length} species.`);
  });

  it('says the planner needs JavaScript and still lists each package with the species it looks for', () => {
    const d = doc('/species/');
    expect(d.getElementById('planner-notice')?.textContent).toBe(site.speciesPages.planner.noScript);
    const packages = [...d.querySelectorAll('.planner-packages section')];
    expect(packages).toHaveLength(catalog.packages.length);
    packages.forEach((section, i) => {
      const pkg = catalog.packages[i]!;
      expect(section.querySelector('h3 a')?.textContent).toBe(`${pkg.tourName}: ${pkg.title}`);
      expect([...section.querySelectorAll('.planner-listed a.species-link')].map((a) => a.textContent)).toEqual(
        pkg.ids.map((id) => catalog.byId.get(id)!.english),
      );
      // How many more species its sites hold that it does not list (each species page gives the likelihood).
      const also = Object.keys(pkg.odds).filter((id) => !pkg.ids.includes(id));
      expect(section.querySelector('.planner-also')?.textContent ?? '').toBe(
        also.length > 0 ? `Its sites hold ${also.length} more: see each species page.` : '',
      );
    });
  });

  it('gives the planner island every package with its species ids and the contact addresses', () => {
    const island = doc('/species/').querySelector('[data-island="planner"]')!;
    const props = JSON.parse(island.getAttribute('data-props')!);
    expect(props.packages.map((p: { key: string }) => p.key)).toEqual(catalog.packages.map((p) => p.key));
    // What it ranks by: each package's odds (at its open sites, in any month and month by month),
    // its list where its open sites hold them, and its title and tour for the message. The odds
    // follow the order of the list's rows, which the island reads from their pick buttons.
    const rows = [...doc('/species/').querySelectorAll<HTMLElement>('#species-families [data-pick]')].map((b) => b.dataset.pick!);
    expect(rows).toEqual(catalog.species.map((s) => s.id));
    const unpacked = unpackPackages(props.packages, rows);
    expect(unpacked.map((p) => p.odds)).toEqual(catalog.packages.map((p) => p.odds));
    expect(unpacked.map((p) => p.byMonth)).toEqual(catalog.packages.map((p) => p.byMonth));
    expect(unpacked.map((p) => [...p.ids].sort())).toEqual(catalog.packages.map((p) => p.ids.filter((id) => Object.hasOwn(p.odds, id)).sort()));
    // Whimbrel winters here: some package's odds change with the month.
    expect(unpacked.some((p) => Object.hasOwn(p.byMonth!, 'whimbr'))).toBe(true);
    expect(unpacked.map((p) => p.label)).toEqual(catalog.packages.map((p) => `${p.tourName}: ${p.title}`));
    expect(props.message).toEqual(site.speciesPages.planner.message);
    expect(props.odds).toEqual(site.speciesPages.planner.odds);
    expect(props.ui).toEqual(site.speciesPages.planner.ui);
    expect(props.month).toEqual({ ...site.speciesPages.planner.month, keys: 'jan feb mar apr may jun jul aug sep oct nov dec' });
    expect(props.whatsapp).toBe(`https://wa.me/${site.site.whatsapp.e164.slice(1)}`);
    expect(props.email).toBe(site.site.emails[0]!.address);
  });
});

describe('species pages', () => {
  it('adds one indexable page per species at a slug of its English name, each with a unique title and description', () => {
    const routes = siteRoutes(site).filter((r) => r.id.startsWith('species:'));
    expect(routes).toHaveLength(catalog.species.length);
    expect(routes.find((r) => r.id === 'species:javtro1')?.url).toBe('/species/javan-trogon/');
    expect(routes.find((r) => r.id === 'species:javhae1')?.url).toBe('/species/javan-hawk-eagle/');
    expect(new Set(routes.map((r) => r.title)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.description)).size).toBe(routes.length);
    expect(routes.every((r) => r.indexable)).toBe(true);
  });

  it('prints names, family, endemic scope, category, where we look, packages, checklists and an "Ask about this bird" link', () => {
    const d = doc('/species/javan-hawk-eagle/');
    expect(d.querySelector('h1')?.textContent).toBe('Javan Hawk-Eagle');
    expect(d.querySelector('.species-scientific i')?.textContent).toBe('Nisaetus bartelsi');
    const facts = d.querySelector('.species-facts')!.textContent;
    expect(facts).toContain('Accipitridae (Hawks, Eagles, and Kites)');
    expect(facts).toContain('Found only on Java');
    expect(facts).toContain('Endangered (EN; assessed 2016 by BirdLife International)');
    // Its sites from its record, likeliest first, each with how likely and when.
    // The month bars' cells are hidden from screen readers, which read the sentence after them.
    const spoken = (li: Element) => {
      const copy = li.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
      return copy.textContent;
    };
    expect([...d.querySelectorAll('.species-sites li')].map(spoken)).toEqual([
      'Gunung Halimun-Salak National Park: likely (seen on most visits) By month: all year.',
      'Gunung Gede-Pangrango National Park: with luck (seen on some visits, never promised) By month: all year.',
    ]);
    expect([...d.querySelectorAll('.species-sites a')].map((a) => a.getAttribute('href'))).toEqual(['/sites/halimun/', '/sites/gunung-gede/']);
    const packages = [...d.querySelectorAll('.species-packages a')].map((a) => a.getAttribute('href'));
    expect(packages).toContain('/birding-tour/#birding-packages-panel-5d4n');
    expect(d.querySelector('a[href="/birding-tour/checklist/"]')).not.toBeNull();
    const ask = [...d.querySelectorAll('a[href^="https://wa.me/"]')].find((a) => a.textContent === 'Ask about this bird')!;
    expect(decodeURIComponent(new URL(ask.getAttribute('href')!).searchParams.get('text')!)).toContain('Javan Hawk-Eagle');
    expect(d.querySelector('a[href="/species/?add=javhae1#planner"]')).not.toBeNull();
  });

  it('links each package to a tab panel that exists on its tour page', () => {
    for (const pkg of catalog.packages) {
      const [path, anchor] = pkg.path.split('#');
      expect(doc(path!).getElementById(anchor!), pkg.path).not.toBeNull();
    }
  });

  it('asks about a mammal as a mammal, with its category, and never promises the rhino', () => {
    const d = doc('/species/javan-rhinoceros/');
    expect(d.querySelector('.species-actions a')?.textContent).toBe('Ask about this mammal');
    expect(d.querySelector('.species-facts')!.textContent).toContain('Critically Endangered (CR; assessed 2020 by IUCN)');
    // A category checked against the Red List says when; one not checked since it was written says nothing of it.
    const checked = [...site.species.values()].find((s) => s.iucn?.checked);
    expect(checked, 'a species record with a checked Red List entry').toBeDefined();
    expect(doc(`/species/${speciesSlug(checked!.english)}/`).querySelector('.species-facts')!.textContent).toMatch(
      new RegExp(`; assessed ${checked!.iucn!.year} by ${checked!.iucn!.source}; checked \\d{1,2} \\w+ \\d{4}\\)`),
    );
    expect(d.querySelector('.species-facts')!.textContent).not.toContain('checked');
    const items = [...d.querySelectorAll('.species-packages li')];
    // The mammals packages, which list it, come first; every package that may meet it says rare.
    expect(items.slice(0, 3).map((li) => li.querySelector('a')!.textContent)).toEqual(
      tourPage(site, 'mammals', 'mammals').packages.items.map((p) => `Mammals Tour: ${p.title}`),
    );
    // Where only a closed place could meet it (Tanjung Layar since the peninsula's routes closed), the
    // package says closed now, with no likelihood at all.
    const closed = items.filter((li) => li.getAttribute('data-access') === 'closed');
    expect(closed.length).toBeGreaterThan(0);
    for (const li of closed) expect([li.querySelector('.likelihood'), li.querySelector(':scope > .access-label')?.textContent]).toEqual([null, 'closed now']);
    const open = items.filter((li) => !closed.includes(li));
    expect(open.map((li) => li.querySelector('.likelihood')!.textContent)).toEqual(open.map(() => 'rare'));
    // No island day: the rhino does not reach Peucang.
    expect(items.map((li) => li.textContent).join(' ')).not.toContain('Peucang Island,');
  });

  it('describes each species as a schema.org Taxon in its family', () => {
    const data = JSON.parse(doc('/species/javan-trogon/').querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data['@graph']).toContainEqual(
      expect.objectContaining({
        '@type': 'Taxon',
        name: 'Apalharpactes reinwardtii',
        alternateName: 'Javan Trogon',
        parentTaxon: expect.objectContaining({ name: 'Trogonidae' }),
      }),
    );
  });
});

describe('every species page', () => {
  it('links only to routes, anchors on them and assets', () => {
    const known = new Set(siteRoutes(site).map((r) => r.url));
    for (const p of someOf(pages, (p) => p.url.startsWith('/species/'), 'the species pages')) {
      for (const href of [...p.html.matchAll(/<a\b[^>]*?\shref="(\/[^"#?]*)/g)].map((m) => m[1]!))
        expect(known.has(href) || href.startsWith('/assets/'), `${p.url} links to ${href}`).toBe(true);
    }
  });
});

describe('species names link to their pages', () => {
  const linked = (url: string, selector: string) => [...doc(url).querySelectorAll(selector)].map((a) => a.getAttribute('href'));

  it('in the explorer, the package lists, the carousels, the key species and the checklists', () => {
    expect(linked('/', '.explorer-species-name a')).toHaveLength(site.home.explorer.locations.reduce((n, l) => n + l.species.length, 0));
    const birdingPackages = tourPage(site, 'birding', 'birding').packages.items;
    expect(birdingPackages.length).toBeGreaterThan(0);
    for (const p of birdingPackages)
      expect(linked('/birding-tour/', `#birding-packages-panel-${p.id} .species-list a`), p.id).toHaveLength(p.highlights.length);
    expect(linked('/birding-tour/', '#endemics .carousel-title a')[0]).toBe('/species/javan-hawk-eagle/');
    expect(linked('/about-tour/', '.carousel-title a')).toHaveLength(site.aboutTour.keySpecies.items.length);
    expect(linked('/mammals-tour/', '.mammal-name a')).toHaveLength(tourPage(site, 'mammals', 'mammals').species.list.length);
    expect(linked('/mammals-tour/', '.carousel-title a')[0]).toBe('/species/javan-rhinoceros/');
    expect(linked('/waterbird-tour/', '.waterbird-name a')).toHaveLength(tourPage(site, 'waterbird', 'waterbird').species.list.length);
    expect(linked('/waterbird-tour/', '.package-highlights a').length).toBeGreaterThan(0);
    expect(linked('/ujung-kulon-tour/', '.key-birds-list a').length).toBeGreaterThan(0);
    const rows = doc('/birding-tour/checklist/').querySelectorAll('tbody th');
    expect(rows.length).toBeGreaterThan(0);
    expect([...rows].every((th) => th.querySelector('a')?.getAttribute('href')?.startsWith('/species/'))).toBe(true);
  });
});
