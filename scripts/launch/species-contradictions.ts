// Reads every built species page and holds what it says against the itineraries: the sites it
// names, and the packages it says go there. A contradiction is a package the page names that visits
// none of the page's sites, a package whose days visit one of them that the page leaves out, or a
// package that lists the species while visiting none of the page's sites. Any build can be read
// (an older one too): site names are matched against content/sites/, the home explorer's
// locations and the older per-site species lists.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { globSync } from 'glob';
import type { Content } from '../../model/schema/sections.ts';
import { lineageOf, packageVisits } from '../../model/visits.ts';
import { packagesOf } from '../../model/schema/tour.ts';

interface Contradiction {
  page: string;
  species: string;
  kind:
    | 'names a package that visits none of its sites'
    | 'leaves out a package that visits one of its sites'
    | 'is listed by a package that visits none of its sites';
  pkg: string;
}

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .trim();

/** The list items of the first `<ul class="…name…">` of a page. */
function listItems(html: string, name: string): string[] {
  const start = html.search(new RegExp(`<ul class="${name}"`));
  if (start < 0) return [];
  const list = html.slice(start, html.indexOf('</ul>', start));
  return [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1]!);
}

/** Every package of the content: its key (tour slug/package id), title, the sites its days visit and the species it lists. */
function contentPackages(content: Content) {
  return content.tours.flatMap((tour) => {
    const page = content.tourPages[tour.id];
    if (!page) return [];
    return packagesOf(page).map(([pkg]) => ({
      tour: tour.slug,
      label: `${content.routes[tour.slug]?.heading}: ${pkg.title}`,
      sites: packageVisits(pkg).map((v) => v.site),
      lists: [...(pkg.highlights ?? []), ...(pkg.keyBirds ?? [])],
    }));
  });
}

/** Site ids by the names pages print, now and in older builds. */
function siteNames(content: Content): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const site of content.sites) names.set(site.name, [site.id]);
  for (const location of content.home.explorer.locations) names.set(location.name, [location.id]);
  // The names of the per-site species lists of builds before content/sites/.
  names.set('North-coast wetlands: Muara Angke, Pulau Rambut, Muara Gembong and Pulau Dua', [
    'muara-angke',
    'jakarta-bay',
    'pulau-rambut',
    'muara-gembong',
    'pulau-dua',
  ]);
  names.set('Way Kambas National Park, Sumatra', ['way-kambas']);
  return names;
}

/** The contradictions of the species pages of a build against the content's itineraries. */
export function speciesPageContradictions(content: Content, dist: string): { pages: number; found: Contradiction[] } {
  const packages = contentPackages(content);
  const names = siteNames(content);
  const lineage = lineageOf(content);
  // A page's site covers its parts: a day at Cidaon visits a species found "in Ujung Kulon".
  const covers = (pageSites: readonly string[], visited: string) => (lineage.get(visited) ?? [visited]).some((s) => pageSites.includes(s));
  const files = globSync('species/*/index.html', { cwd: dist }).sort();
  const found: Contradiction[] = [];
  for (const file of files) {
    const html = readFileSync(join(dist, file), 'utf8');
    const species = decode(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? file);
    const id = /\?add=([^"&#]+)/.exec(html)?.[1];
    const pageSites = listItems(html, 'species-sites').flatMap((li) => {
      const name = decode(/class="species-site-name">([\s\S]*?)<\/span>/.exec(li)?.[1] ?? li);
      return names.get(name) ?? [];
    });
    const pagePackages = listItems(html, 'species-packages').map((li) => decode(/<a [^>]*>([\s\S]*?)<\/a>/.exec(li)?.[1] ?? ''));
    const page = `/${file.replace(/index\.html$/, '')}`;
    for (const pkg of packages) {
      const visits = pkg.sites.some((s) => covers(pageSites, s));
      const named = pagePackages.includes(pkg.label);
      if (named && !visits) found.push({ page, species, kind: 'names a package that visits none of its sites', pkg: pkg.label });
      if (!named && visits) found.push({ page, species, kind: 'leaves out a package that visits one of its sites', pkg: pkg.label });
      if (id && pkg.lists.includes(id) && !visits) found.push({ page, species, kind: 'is listed by a package that visits none of its sites', pkg: pkg.label });
    }
  }
  return { pages: files.length, found };
}
