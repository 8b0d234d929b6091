// `npm run new:report -- <tour> "<Title>"`: writes a dated trip report skeleton,
// content/blog/<slug of the title>.md, dated today, for the tour named by its id or page slug
// (birding or birding-tour), with the tour's card picture as its cover. The words to write are
// marked `# SAMPLE` (npm run check:launch lists them). Nothing outside content/ changes.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { slugify } from '../model/slug.ts';
import { loadContent, tripReportValues } from './content/load.ts';

const root = resolve(import.meta.dirname, '..');
const [tourArg, title, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
const contentDir = resolve(process.env.CONTENT_DIR ?? resolve(root, 'content'));

function fail(message: string): never {
  console.error(`new:report: ${message}`);
  process.exit(1);
}

if (!tourArg || !title || rest.length > 0)
  fail('usage: npm run new:report -- <tour> "<Title>"   (for example: npm run new:report -- birding "Gunung Gede in the mist")');
const content = await loadContent(contentDir, root, contentDir === resolve(root, 'content') ? {} : { fallback: resolve(root, 'content') });
const tours = content.tours;
const tour = tours.find((t) => t.id === tourArg || t.slug === tourArg);
if (!tour) fail(`"${tourArg}" is not a tour: one of ${tours.map((t) => t.id).join(', ')}`);
const slug = slugify(title);
if (!slug) fail(`the title "${title}" has no letters or digits to make an address from`);
const file = resolve(contentDir, 'blog', `${slug}.md`);
if (existsSync(file)) fail(`${relative(process.cwd(), file)} is there already: choose another title`);

// The tour's first package stands in for the one the trip followed; its sites count the records.
const packages = [...(tripReportValues(content).packages.get(tour.id)?.keys() ?? [])];
if (packages.length === 0) fail(`the ${tour.displayName} has no package to report on`);

const today = new Date().toISOString().slice(0, 10);
const yaml = (text: string) => JSON.stringify(text);
const report = `---
title: ${yaml(title)}
date: ${today}
tour: ${tour.id}
package: ${packages[0]} # SAMPLE: the package the trip followed, one of ${packages.join(', ')}; or, for a trip made to measure, sites: with the ids of content/sites/
summary: ${yaml(`One or two sentences on what we saw on the ${tour.displayName}, for the list and the feed.`)} # SAMPLE
cover:
  id: tours/${tour.slug}  # any image id (see docs/owner-guide.md "Adding photos")
  alt: ${yaml(`The ${tour.displayName}`)} # SAMPLE: what the picture shows
species: []  # birds seen, exact eBird/Clements 2023 English names, such as - Javan Trogon
heard: []  # birds heard only, the same names
mammals: []  # mammals seen, the English names of content/species/mammals/, such as - Javan Gibbon
---

Write how the days went: where we were, what we saw and heard, the weather and the trails.
`;
mkdirSync(resolve(contentDir, 'blog'), { recursive: true });
writeFileSync(file, report);
console.log(`new:report: wrote ${relative(process.cwd(), file)} (/blog/${slug}/), dated ${today}, for the ${tour.displayName}.`);
console.log('Write the report and its summary, name the birds, then npm run build.');
