// `npm run new:tour -- <slug> "<Name>"`: adds a tour, writing only under content/. It appends the
// tour's entry to content/tours/ (dropdown, home card, footer) and its page words to
// content/routes.yaml, and writes its page, content/tours/<slug>.yaml, in the standard layout: a hero, one
// package with a day-by-day plan and the species it looks for, the inquiry, trip reports and
// reviews (none yet). Every word to write is marked `# SAMPLE` (npm run check:launch lists them);
// the next build is green and the tour reaches every page that lists tours.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { reservedSlugs } from '../model/tours.ts';
import { tourPageSource } from '../model/sections.ts';
import { pageSource, tourEntry, tourWords } from './scaffold/tour.ts';
import { appendToArray, appendToObject } from './scaffold/source.ts';

const root = resolve(import.meta.dirname, '..');
const [slug, name, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
const contentDir = resolve(process.env.CONTENT_DIR ?? resolve(root, 'content'));

function fail(message: string): never {
  console.error(`new:tour: ${message}`);
  process.exit(1);
}

if (!slug || !name || rest.length > 0)
  fail('usage: npm run new:tour -- <slug> "<Name>"   (for example: npm run new:tour -- gede-pangrango-tour "Gede Pangrango Tour")');
if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
  fail(`"${slug}" is not a slug: lower-case words joined by hyphens, such as gede-pangrango-tour (it becomes the address /${slug}/)`);
if ((reservedSlugs as readonly string[]).includes(slug)) fail(`"${slug}" is the address of a fixed page: choose another slug`);
/** What reviews and trip reports name the tour by: the slug without "-tour". */
const id = slug.replace(/-tour$/, '') || slug;

/** A content file of the folder, or of the project's content/ when a fixture folder lacks it. */
const contentFile = (file: string) => [resolve(contentDir, file), resolve(root, 'content', file)].find((path) => existsSync(path)) ?? resolve(contentDir, file);
const page = resolve(contentDir, tourPageSource(slug).file);
if (existsSync(page)) fail(`${relative(process.cwd(), page)} is there already: choose another slug`);
const toursFile = contentFile('tours.ts');
const routesFile = contentFile('routes.ts');
const tours = ((await import(pathToFileURL(toursFile).href)) as { default: { id: string; slug: string }[] }).default;
if (tours.some((t) => t.slug === slug || t.id === id)) fail(`content/tours/ has a tour "${id}" or "${slug}" already: choose another slug`);

// A sample site and species: the site where the records find the most birds regularly, and three of
// them (Java endemics first), so the sample package lists only what its days can find.
type Occurrence = string | { likelihood: string };
const { birds } = (await import(pathToFileURL(contentFile('species/birds.ts')).href)) as {
  birds: { id: string; range?: string; at?: Record<string, Occurrence> }[];
};
const sites = ((await import(pathToFileURL(contentFile('sites.ts')).href)) as { default: { id: string }[] }).default;
const regularAt = (site: string) => birds.filter((b) => [b.at?.[site]].flat().some((o) => o && (typeof o === 'string' ? o : o.likelihood) === 'regular'));
const site = [...sites].sort((a, b) => regularAt(b.id).length - regularAt(a.id).length)[0]?.id ?? 'jakarta';
const found = regularAt(site).sort((a, b) => Number(b.range === 'Java') - Number(a.range === 'Java'));
const species = (found.length >= 3 ? found : birds).slice(0, 3).map((b) => b.id);

const edits: [string, string][] = [];
const withTour = appendToArray(readFileSync(toursFile, 'utf8'), tourEntry({ id, slug, name }));
if ('error' in withTour) fail(`content/tours/: ${withTour.error}`);
const withWords = appendToObject(readFileSync(routesFile, 'utf8'), `'${slug}'`, tourWords({ id, slug, name }));
if ('error' in withWords) fail(`content/routes.yaml: ${withWords.error}`);
// A fixture folder gets its own copies; the project's files are edited in place.
edits.push([resolve(contentDir, 'tours.ts'), withTour.source], [resolve(contentDir, 'routes.ts'), withWords.source]);
for (const [file, source] of edits) writeFileSync(file, source);
writeFileSync(page, pageSource({ id, slug, name, species, site }));

const shown = (file: string) => relative(process.cwd(), file);
console.log(`new:tour: added the tour "${name}" (id ${id}, page /${slug}/):`);
console.log(`  ${shown(resolve(contentDir, 'tours.ts'))}   its entry: dropdown, home card, footer`);
console.log(`  ${shown(resolve(contentDir, 'routes.ts'))}  its page title, description and heading`);
console.log(`  ${shown(page)}  its page: one package, in the standard layout`);
console.log(`Rewrite every line marked // SAMPLE (npm run check:launch lists them), add photos tours/${slug} and tours/${slug}-hero, then npm run build.`);
console.log(`More packages: npm run new:package -- ${slug} "<Title>". Reviews: content/reviews/ with tourType: '${id}'.`);
