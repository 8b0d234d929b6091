// The scaffolds: `npm run new:tour`, `new:package`, `new:site` and `new:species` write plain YAML
// files under content/, every word the owner must write marked `# SAMPLE` (check:launch lists
// them), and say what else the new entry needs. Each refuses what would break the build and
// changes nothing then; what it writes loads.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { Document, isMap, isScalar, isSeq, parseDocument, type Node, type Pair } from 'yaml';
import type { Content } from '../../model/schema/sections.ts';
import { slugify } from '../../model/slug.ts';
import { closest } from '../../model/suggest.ts';
import { taxonomyByCode, taxonomyEntries } from '../../model/taxonomy-file.ts';
import { reservedSlugs } from '../../model/schema/tours.ts';
import { packagesOf } from '../../model/schema/tour.ts';
import { daysOf, yamlFilesUnder } from '../content/data.ts';
import { ContentError, loadContent } from '../content/load.ts';
import { readYaml } from '../content/yaml.ts';

/** What a scaffold did: the files it wrote and what the owner does next. */
export interface Scaffolded {
  files: string[];
  next: string[];
}

/** A scaffold's refusal: nothing was written. */
export class ScaffoldRefused extends Error {}

interface Where {
  /** The content folder written to (content/, or a copy). */
  contentDir: string;
  /** The project: files are named relative to it, and its content/ stands in for what `contentDir` lacks. */
  root: string;
}

const refuse = (message: string): never => {
  throw new ScaffoldRefused(message);
};

/** The content as the folder holds it, with the project's content/ for what a copy lacks. */
async function contentOf({ contentDir, root }: Where): Promise<Content> {
  const fallback = join(root, 'content');
  return loadContent(contentDir, root, contentDir === fallback ? {} : { fallback });
}

/**
 * YAML text for `value`, `# SAMPLE` beside each field `samples` names (a dotted path; `*` steps into
 * every entry of a list), and `header` as the file's opening comment.
 */
export function sampleYaml(value: unknown, samples: readonly string[], header: string): string {
  const doc = new Document(value);
  for (const path of samples) {
    for (const node of nodesAt(doc.contents as Node, path.split('.'))) {
      const pair = node as unknown as Pair<Node, Node>;
      if (isScalar(pair.value)) pair.value.comment = ' SAMPLE';
      else (pair.key as Node).commentBefore = ' SAMPLE';
    }
  }
  doc.commentBefore = header
    .split('\n')
    .map((line) => (line ? ` ${line}` : ''))
    .join('\n');
  return doc.toString({ lineWidth: 0, minContentWidth: 0 });
}

/** The pairs a dotted path reaches. */
function nodesAt(node: Node | null | undefined, path: string[]): Node[] {
  if (!node || path.length === 0) return [];
  const [step, ...rest] = path;
  if (isSeq(node) && step === '*') return node.items.flatMap((item) => nodesAt(item as Node, rest));
  if (!isMap(node)) return [];
  const pair = node.items.find((p) => isScalar(p.key) && p.key.value === step);
  if (!pair) return [];
  return rest.length === 0 ? [pair as unknown as Node] : nodesAt(pair.value as Node, rest);
}

/** What each written file held before (undefined: it is new), to put back if the content no longer loads. */
const before = new Map<string, string | undefined>();

const write = (where: Where, file: string, text: string, written: string[]) => {
  const path = join(where.contentDir, file);
  if (!before.has(path)) before.set(path, existsSync(path) ? readFileSync(path, 'utf8') : undefined);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  const shown = relative(process.cwd(), path) || path;
  if (!written.includes(shown)) written.push(shown);
};

/** The YAML files of a collection folder, the project's content/ standing in for a copy's missing ones. */
function collectionFiles({ contentDir, root }: Where, folder: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const dir of [join(root, 'content'), contentDir]) for (const rel of yamlFilesUnder(join(dir, folder))) files.set(rel, join(dir, folder, rel));
  return files;
}

const nextPosition = (where: Where, folder: string) =>
  Math.max(0, ...[...collectionFiles(where, folder).values()].map((path) => Number((readYaml(path, path).value as { position?: unknown })?.position) || 0)) + 1;

/** The value most entries give. */
function mostCommon(values: readonly string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/** Birds the records find regularly at a site, Java endemics first. */
function regularBirds(content: Content, site: string): string[] {
  return [...content.species.values()]
    .filter((s) => s.kind === 'bird' && s.at[site]?.likelihood === 'regular')
    .sort((a, b) => Number(b.range === 'Java') - Number(a.range === 'Java'))
    .map((s) => s.id);
}

// ---------------------------------------------------------------------------------------------

/** `new:tour -- <slug> "<Name>"`: the tour's file (card and page), one package, and its page words. */
export async function newTour(where: Where, { slug, name }: { slug: string; name: string }): Promise<Scaffolded> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    refuse(`"${slug}" is not a slug: lower-case words joined by hyphens, such as gede-pangrango-tour (it becomes the address /${slug}/)`);
  if ((reservedSlugs as readonly string[]).includes(slug)) refuse(`"${slug}" is the address of a fixed page: choose another slug`);
  const id = slug.replace(/-tour$/, '') || slug;
  const content = await contentOf(where);
  if (content.tours.some((t) => t.slug === slug || t.id === id)) refuse(`content/tours/ has a tour "${id}" or "${slug}" already: choose another slug`);
  // A sample site and species: the site where the records find the most birds regularly, and three of them.
  const site = [...content.sites].sort((a, b) => regularBirds(content, b.id).length - regularBirds(content, a.id).length)[0]?.id ?? content.sites[0]!.id;
  const species = regularBirds(content, site).slice(0, 3);
  const siteName = content.sites.find((s) => s.id === site)?.name ?? site;
  const files: string[] = [];

  const tour = {
    position: nextPosition(where, 'tours'),
    id,
    slug,
    displayName: name,
    navLabel: name,
    navDescription: 'One line on what the tour is about',
    title: name,
    description: 'Two sentences for the home card: where the tour goes and what you see there.',
    image: { id: `tours/${slug}`, alt: 'What the card photo shows' },
    duration: '3 Days',
    groupSize: '2-6',
    difficulty: 'Moderate',
    highlights: ['A first highlight', 'A second highlight', 'A third highlight'],
    touristTypes: ['Birdwatchers', 'Nature photographers'],
    page: {
      layout: 'standard',
      hero: {
        image: { id: `tours/${slug}-hero`, alt: 'What the hero photo shows' },
        eyebrow: 'Where the tour goes',
        caption: 'One line over the hero photo',
        lead: 'Two sentences on the tour: the places, the habitats and what we look for.',
      },
      packages: { eyebrow: 'Packages', heading: 'Choose your package', lead: 'Private tours for your group, on the dates you choose.' },
      inquiry: { heading: `Ask about the ${name}`, lead: 'Tell us your dates and what you hope to see; we reply within a day.' },
    },
  };
  const tourSamples = [
    'navDescription',
    'description',
    'image.alt',
    'duration',
    'groupSize',
    'difficulty',
    'highlights',
    'touristTypes',
    'page.hero.image.alt',
    'page.hero.eyebrow',
    'page.hero.caption',
    'page.hero.lead',
    'page.packages.eyebrow',
    'page.packages.heading',
    'page.packages.lead',
    'page.inquiry.heading',
    'page.inquiry.lead',
  ];
  write(
    where,
    `tours/${slug}.yaml`,
    sampleYaml(
      tour,
      tourSamples,
      `The ${name} (/${slug}/), added by npm run new:tour. Rewrite every value marked SAMPLE\n(npm run check:launch lists them). Its packages are the files of content/packages/${slug}/.`,
    ),
    files,
  );
  const day = (n: number, title: string, text: string, meals: string[]) => ({ day: n, title, sites: [site], entries: [{ text }], meals });
  const pkg = {
    tour: id,
    id: '3d2n',
    tabLabel: '3D/2N',
    title: `3 Days ${name}`,
    duration: '3 Days / 2 Nights',
    summary: 'What the three days are about, in one or two sentences.',
    depart: 'Jakarta, from your hotel or the airport',
    transport: 'Private car with driver',
    accommodation: 'Guest house, twin share',
    highlights: species,
    itinerary: [
      day(1, 'Day one: travel and first walk', 'Pick-up in the morning, the drive, and a first walk in the afternoon.', ['L', 'D']),
      day(2, 'Day two: a full day in the field', 'A full day on the trails with your guide, and an evening walk.', ['B', 'L', 'D']),
      day(3, 'Day three: last morning and return', 'A last morning in the field, then the drive back.', ['B', 'L']),
    ],
    inclusions: ['Private English-speaking guide', 'Transport as described', 'Accommodation and meals as listed', 'Entrance fees'],
    exclusions: ['Flights', 'Travel insurance', 'Tips'],
  };
  write(
    where,
    `packages/${slug}/3d2n.yaml`,
    sampleYaml(
      pkg,
      [
        'title',
        'summary',
        'depart',
        'transport',
        'accommodation',
        'highlights',
        'itinerary.*.title',
        'itinerary.*.sites',
        'itinerary.*.entries',
        'inclusions',
        'exclusions',
      ],
      `A package of the ${name}, added by npm run new:tour. The days name the sites they visit (ids of\ncontent/sites/); the key species (eBird codes) must be found at one of those sites.`,
    ),
    files,
  );
  // The page's words, in content/routes.yaml under the slug.
  const routesFile = existsSync(join(where.contentDir, 'routes.yaml')) ? join(where.contentDir, 'routes.yaml') : join(where.root, 'content', 'routes.yaml');
  const routes = parseDocument(readFileSync(routesFile, 'utf8'));
  routes.set(
    slug,
    routes.createNode({
      title: `${name}: one line on what it offers`,
      description: 'One or two sentences for search results and link previews: where, how long, what you see.',
      heading: name,
    }),
  );
  const words = routes.get(slug) as import('yaml').YAMLMap;
  for (const key of ['title', 'description']) (words.get(key, true) as import('yaml').Scalar).comment = ' SAMPLE';
  write(where, 'routes.yaml', routes.toString({ lineWidth: 0, minContentWidth: 0 }), files);
  await verify(where, files);
  return {
    files,
    next: [
      `Rewrite every value marked SAMPLE (npm run check:launch lists them), then add photos tours/${slug} and tours/${slug}-hero.`,
      `The sample package visits ${siteName} (${site}). A place the site does not know yet needs a site first: npm run new:site -- <id> "<Name>".`,
      `Key species are eBird codes with a record in content/species/birds/; a bird without one: npm run new:species -- "<English name>".`,
      `More packages: npm run new:package -- ${slug} "<N> Days <Title>". Reviews: content/reviews/ with tourType: ${id}.`,
    ],
  };
}

/** The written files load; else every file is put back as it was and the scaffold refuses, saying why. */
async function verify(where: Where, files: string[]): Promise<void> {
  try {
    await contentOf(where);
    before.clear();
  } catch (error) {
    for (const [path, text] of before) {
      if (text === undefined) rmSync(path, { force: true });
      else writeFileSync(path, text);
    }
    before.clear();
    throw new ScaffoldRefused(`the new files would not load, so nothing was written (${files.join(', ')}):\n${(error as Error).message}`);
  }
}

/** `new:package -- <tour slug> "<Title>" [--days N]`: a copy of the tour's first package, made N days long, placed where its days sort. */
export async function newPackage(where: Where, { slug, title, days }: { slug: string; title: string; days?: number }): Promise<Scaffolded> {
  const content = await contentOf(where);
  const tour = content.tours.find((t) => t.slug === slug || t.id === slug);
  if (!tour) refuse(`"${slug}" is not a tour: one of ${content.tours.map((t) => t.slug).join(', ')}`);
  const id = slugify(title);
  if (!id) refuse(`the title "${title}" has no letters or digits to make an id from`);
  const page = content.tourPages[tour!.id]!;
  const offered = packagesOf(page);
  if (offered.length === 0) refuse(`the ${tour!.displayName} has no package to copy`);
  const [first, path] = offered[0]!;
  if (offered.some(([p, at]) => p.id === id && at.slice(0, -1).join('.') === path.slice(0, -1).join('.')))
    refuse(`the ${tour!.displayName} has a package "${id}" in that tab set already: choose another title`);
  // The first package's own file, to copy as the owner wrote it (shared days stay `use:`).
  const source = [...collectionFiles(where, `packages/${tour!.slug}`).entries()]
    .map(([rel, file]) => ({ rel, value: readYaml(file, file).value as Record<string, unknown> }))
    .find(
      ({ value }) =>
        value?.id === first.id &&
        (value.part ?? 'packages') === path[0] &&
        (value.group ?? undefined) === (path[1] === 'groups' ? page[path[0] as 'packages']!.groups![path[2] as number]!.id : undefined),
    );
  if (!source) refuse(`the file of the ${tour!.displayName}'s first package (${first.id}) was not found under content/packages/${tour!.slug}/`);
  const wanted = days ?? (Number(/(\d+)\s*Days?/i.exec(title)?.[1]) || daysOf(first));
  const copy = structuredClone(source!.value);
  copy.id = id;
  copy.title = title;
  if (typeof copy.duration === 'string') copy.duration = wanted === 1 ? 'One Day' : `${wanted} Days / ${wanted - 1} Night${wanted === 2 ? '' : 's'}`;
  if (typeof copy.tabLabel === 'string') copy.tabLabel = `${wanted}D/${wanted - 1}N`;
  if (typeof copy.label === 'string') copy.label = title;
  const itinerary = Array.isArray(copy.itinerary) ? (copy.itinerary as Record<string, unknown>[]) : [];
  if (itinerary.length > 0) {
    // The first days, then the last (the journey home); a longer package repeats its fullest day.
    const last = itinerary.at(-1)!;
    const middle = itinerary.slice(0, -1);
    const kept = wanted <= 1 ? [last] : [...middle.slice(0, wanted - 1)];
    while (kept.length < wanted - 1) kept.push(structuredClone(middle.at(-1) ?? last));
    if (wanted > 1) kept.push(last);
    copy.itinerary = kept.map((d, i) => ({ ...d, day: i + 1 }));
  }
  // Key species only where the kept days go.
  const visits = new Set<string>(Array.isArray(copy.sites) ? (copy.sites as string[]) : []);
  for (const day of (copy.itinerary as { use?: string; sites?: string[] }[] | undefined) ?? []) {
    for (const s of day.sites ?? (day.use ? readDaySites(where, day.use) : [])) visits.add(s);
  }
  if (Array.isArray(copy.highlights))
    copy.highlights = (copy.highlights as string[]).filter((code) => {
      const record = content.species.get(code);
      return !record || Object.keys(record.at).some((at) => visits.has(at));
    });
  const file = `packages/${tour!.slug}/${source!.rel.includes('/') ? `${dirname(source!.rel)}/` : ''}${[copy.group, id].filter(Boolean).join('-')}.yaml`;
  if (existsSync(join(where.contentDir, file))) refuse(`content/${file} is there already: choose another title`);
  delete copy.position;
  const samples = ['title', 'summary', 'focus', 'places', 'highlights', 'keyBirds', 'itinerary', 'inclusions', 'exclusions', 'outline'].filter(
    (k) => k in copy,
  );
  const files: string[] = [];
  const header = `${title}: a package of the ${tour!.displayName}, added by npm run new:package as a copy of "${first.title}",\n${wanted} days long. Its tab takes its place by its days. Rewrite every value marked SAMPLE.`;
  // A key species the shorter days cannot promise (only rare at their sites) is left out, and the copy tried again.
  for (let tries = 0; tries < 20; tries++) {
    write(where, file, sampleYaml(copy, samples, header), files);
    const shown = relative(where.root, join(where.contentDir, file));
    const problems = await contentOf(where).then(
      () => [],
      (error: unknown) => (error instanceof ContentError ? error.problems : []),
    );
    const species = problems.filter((p) => p.file === shown && /^highlights\[\d+\]$/.test(p.field));
    if (species.length === 0 || species.length !== problems.length || !Array.isArray(copy.highlights)) break;
    const drop = new Set(species.map((p) => Number(/\d+/.exec(p.field)![0]) - 1));
    copy.highlights = (copy.highlights as string[]).filter((_, i) => !drop.has(i));
  }
  await verify(where, files);
  return {
    files,
    next: [
      `Rewrite every value marked SAMPLE (npm run check:launch lists them): the days, the places and the key species it looks for.`,
      'A day at a place the site does not know needs a site first: npm run new:site -- <id> "<Name>". A key species without a record: npm run new:species -- "<English name>".',
    ],
  };
}

function readDaySites(where: Where, id: string): string[] {
  const path = [join(where.contentDir, 'days', `${id}.yaml`), join(where.root, 'content', 'days', `${id}.yaml`)].find(existsSync);
  const value = path ? (readYaml(path, path).value as { sites?: string[] }) : undefined;
  return value?.sites ?? [];
}

/** `new:site -- <id> "<Name>"`: a site for itineraries and species records to name. */
export async function newSite(where: Where, { id, name }: { id: string; name: string }): Promise<Scaffolded> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) refuse(`"${id}" is not a site id: lower-case words joined by hyphens, such as gunung-salak`);
  const content = await contentOf(where);
  if (content.sites.some((s) => s.id === id)) refuse(`content/sites/ has a site "${id}" already`);
  const site = {
    position: nextPosition(where, 'sites'),
    id,
    name,
    region: 'The regency and province, such as Bogor, West Java',
    area: mostCommon(content.sites.map((s) => s.area)) ?? 'West Java',
    habitat: 'The habitats we walk through: forest, mangrove, coast',
    altitude: { min: 0, max: 100 },
    access: 'How guests reach it and what they need (a permit, a boat, a ranger).',
    coordinates: [-6.6, 106.8],
  };
  const files: string[] = [];
  write(
    where,
    `sites/${id}.yaml`,
    sampleYaml(
      site,
      ['region', 'area', 'habitat', 'altitude', 'access', 'coordinates'],
      `${name}, added by npm run new:site. Coordinates are [latitude, longitude] of where our walks start\n(WGS 84, south negative); the altitude is the lowest and highest point our walks reach, in metres.`,
    ),
    files,
  );
  await verify(where, files);
  return {
    files,
    next: [
      `Rewrite every value marked SAMPLE. Itinerary days name the site as ${id}; species records say how likely a bird is there under at: ${id}: …`,
      'Park rules, closures and permits go under status: (with the day you checked them); npm run check:launch lists facts that age.',
    ],
  };
}

/** `new:species -- <eBird code or English name> [--site <id>]`: a bird record, its names from the taxonomy. */
export async function newSpecies(where: Where, { name, site }: { name: string; site?: string }): Promise<Scaffolded> {
  const row = taxonomyByCode().get(name) ?? taxonomyEntries().get(name);
  if (!row) {
    const near = closest(name, [...taxonomyEntries().keys()]);
    refuse(
      `"${name}" is neither an eBird code nor an English name of the eBird/Clements 2023 list${near.length ? `: did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : ''}`,
    );
  }
  const content = await contentOf(where);
  if (content.species.has(row!.code)) refuse(`${row!.english} (${row!.code}) has a record already: content/species/birds/${row!.code}.yaml`);
  const at = site ?? content.sites.find((s) => s.id !== 'jakarta')?.id ?? content.sites[0]!.id;
  if (!content.sites.some((s) => s.id === at)) refuse(`"${at}" is not a site: one of ${content.sites.map((s) => s.id).join(', ')}`);
  const record = {
    id: row!.code,
    range: 'wider',
    iucn: { category: 'LC', year: 2016, source: 'BirdLife International' },
    at: { [at]: 'with luck' },
  };
  const files: string[] = [];
  write(
    where,
    `species/birds/${row!.code}.yaml`,
    sampleYaml(
      record,
      ['range', 'iucn.category', 'at'],
      `${row!.english} (${row!.scientific}), added by npm run new:species. Its names come from the taxonomy.\nrange: Java, Java and Bali, Indonesia or wider; iucn: the Red List category, its year and source;\nat: each site where we find it, regular, likely, with luck or rare.`,
    ),
    files,
  );
  await verify(where, files);
  return {
    files,
    next: [
      `Check the range, the Red List category and the sites (marked SAMPLE); add habitat:, look: and note: for its own page.`,
      `Its stand-in drawing is a neutral grey silhouette until content/species/plumage.yaml has colours for ${row!.code} or a photo birds/${slugify(row!.english)} exists.`,
    ],
  };
}
