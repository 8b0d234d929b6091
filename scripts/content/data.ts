// The content folder's files, read into the sections the schemas validate. Pages are one YAML
// file each; collections are a folder with one file per entry (content/tours/, content/packages/,
// content/days/, content/sites/, content/species/birds/ and mammals/, content/reviews/,
// content/team/). A folder's entries are in the order their `position` numbers give, else by file
// name; a tour's packages are placed in the tab set their fields name, in the order of their days.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { closest } from '../../model/suggest.ts';
import { taxonomicPlace } from '../../model/taxonomy-file.ts';
import { type SourceKey, sections } from '../../model/schema/sections.ts';
import { borrow, locate, readYaml, sameOrigin, type SyntaxProblem } from './yaml.ts';

/** The single-file sections, by the key the schemas know them by: every section of model/schema/sections.ts that is one file. */
export const pageFiles = Object.fromEntries(
  Object.entries(sections)
    .filter(([, { file }]) => !file.endsWith('/'))
    .map(([key, { file }]) => [key, file]),
) as {
  [K in keyof typeof sections as (typeof sections)[K]['file'] extends `${string}/` ? never : K]: (typeof sections)[K]['file'];
};

/** The collection folders: one YAML file per entry. */
export const collectionFolders = {
  tours: 'tours',
  packages: 'packages',
  days: 'days',
  sites: 'sites',
  birds: 'species/birds',
  mammals: 'species/mammals',
  reviews: 'reviews',
  team: 'team',
} as const;
export type Collection = keyof typeof collectionFolders;

/** A problem found while the files are put together (before any schema runs). */
export interface AssemblyProblem {
  file: string;
  line?: number;
  column?: number;
  field: string;
  message: string;
  expected: string;
  found: string;
  suggestions?: string[];
  fix?: string;
}

export interface ContentFiles {
  /** Each section's value as the schemas expect it; tour pages under `tour:<id>`. */
  raws: Map<SourceKey, unknown>;
  /** The file each section is read from (a collection: its folder). */
  fileOf: Map<SourceKey, string>;
  /** YAML slips and problems of the collections' own fields. */
  problems: AssemblyProblem[];
}

interface Entry {
  /** The file as problems name it. */
  file: string;
  /** The name inside its folder, without .yaml. */
  name: string;
  value: Record<string, unknown>;
}

/** Every content file's text read and put together; `shown` turns an absolute path into the name problems print. */
export function readContentFiles(contentDir: string, shown: (path: string) => string, fallback?: string): ContentFiles {
  const problems: AssemblyProblem[] = [];
  const raws = new Map<SourceKey, unknown>();
  const fileOf = new Map<SourceKey, string>();
  const syntax = (p: SyntaxProblem): AssemblyProblem => ({
    file: p.file,
    line: p.line,
    column: p.column,
    field: '(the file)',
    // The slip is what was found: the headline reads "(the file) cannot be read as YAML — found a tab indents this line".
    message: 'cannot be read as YAML',
    expected: 'YAML: "field: value" lines and "- entry" lists, indented with spaces',
    found: p.message,
    fix: p.fix,
  });
  const pathOf = (file: string) => {
    const own = join(contentDir, file);
    return fallback && !existsSync(own) ? join(fallback, file) : own;
  };
  const read = (path: string): unknown => {
    const { value, problems: slips } = readYaml(path, shown(path));
    problems.push(...slips.map(syntax));
    return value;
  };
  for (const [key, file] of Object.entries(pageFiles) as [keyof typeof pageFiles, string][]) {
    const path = pathOf(file);
    fileOf.set(key, shown(path));
    if (!existsSync(path)) {
      problems.push({ file: shown(path), field: '(the file)', message: 'is missing', expected: `the "${key}" page's words, as YAML`, found: 'no file' });
      continue;
    }
    const value = read(path);
    if (value !== undefined) raws.set(key, value);
  }
  const collection = (name: Collection): Entry[] => {
    const folder = collectionFolders[name];
    const files = new Map<string, string>();
    for (const dir of [fallback, contentDir]) {
      if (!dir) continue;
      for (const rel of yamlFilesUnder(join(dir, folder))) files.set(rel, join(dir, folder, rel));
    }
    const entries: Entry[] = [];
    for (const [rel, path] of files) {
      const value = read(path);
      if (value === undefined) continue;
      if (!value || typeof value !== 'object' || Array.isArray(value)) {
        problems.push({
          file: shown(path),
          line: 1,
          column: 1,
          field: '(the file)',
          message: 'must hold one entry, written as "field: value" lines',
          expected: 'fields such as "id: …"',
          found: JSON.stringify(value),
        });
        continue;
      }
      entries.push({ file: shown(path), name: rel.replace(/\.ya?ml$/, ''), value: value as Record<string, unknown> });
    }
    // Packages share ids across tab sets (package-a of two groups): their rule is the tour page's.
    if (name !== 'packages' && name !== 'days') uniqueIds(entries, problems);
    return sortEntries(entries, problems);
  };

  const sites = collection('sites');
  raws.set('sites', sites.map(strip('position')));
  fileOf.set('sites', `${shown(join(contentDir, 'sites'))}/`);
  // Birds are in taxonomic order (eBird/Clements), whatever their files' names; mammals by `position`.
  const birds = collection('birds').sort((a, b) => taxonomicPlace(String(a.value.id)) - taxonomicPlace(String(b.value.id)) || a.name.localeCompare(b.name));
  raws.set('species', { birds: birds.map(strip('position')), mammals: collection('mammals').map(strip('position')) });
  fileOf.set('species', `${shown(join(contentDir, 'species'))}/`);
  raws.set('reviews', collection('reviews').map(strip('position')));
  fileOf.set('reviews', `${shown(join(contentDir, 'reviews'))}/`);
  const team = collection('team').map(strip('position'));
  const home = raws.get('home') as Record<string, unknown> | undefined;
  if (home && typeof home === 'object') {
    const section = (home.team ?? {}) as Record<string, unknown>;
    if (section && typeof section === 'object' && !('members' in section)) {
      const withMembers = { ...section, members: team };
      sameOrigin(withMembers, section);
      home.team = withMembers;
    }
  }

  // Tours, each with its page, its route words and its packages.
  const tours = collection('tours');
  const days = new Map(collection('days').map((d) => [d.name, d] as const));
  const packages = collection('packages');
  const cards: unknown[] = [];
  const routes = raws.get('routes') as Record<string, unknown> | undefined;
  for (const tour of tours) {
    const { position: _position, words, page, ...card } = tour.value;
    sameOrigin(card, tour.value);
    cards.push(card);
    const slug = typeof card.slug === 'string' ? card.slug : tour.name;
    if (words !== undefined && routes && typeof routes === 'object') routes[slug] = words;
    if (typeof card.id !== 'string') continue;
    if (page === undefined || page === null) {
      const place = locate(tour.value, [], 'id');
      problems.push({
        file: tour.file,
        line: place?.line,
        column: place?.column,
        field: 'page',
        message: "is missing: the tour's page",
        expected: 'page: with the fields of the tour page (layout, hero, …), indented below it',
        found: 'nothing (no page: in the file)',
        fix: 'write page: at the end of the file, with the page indented below it (npm run new:tour writes one)',
      });
      continue;
    }
    const pageValue = page && typeof page === 'object' ? { id: card.id, ...(page as Record<string, unknown>) } : page;
    if (pageValue && typeof pageValue === 'object') sameOrigin(pageValue, page as object);
    raws.set(`tour:${card.id}`, pageValue);
    fileOf.set(`tour:${card.id}`, tour.file);
  }
  raws.set('tours', cards);
  fileOf.set('tours', `${shown(join(contentDir, 'tours'))}/`);
  placePackages(packages, tours, days, raws, problems);
  return { raws, fileOf, problems };
}

/** Puts each package into its tour's page, with the shared days its itinerary uses. */
function placePackages(packages: Entry[], tours: Entry[], days: ReadonlyMap<string, Entry>, raws: Map<SourceKey, unknown>, problems: AssemblyProblem[]): void {
  const tourIds = tours.map((t) => t.value.id).filter((id): id is string => typeof id === 'string');
  const at = (entry: Entry, field: string, message: string, expected: string, found: unknown, suggestions?: string[], fix?: string) => {
    const place = locate(entry.value, [], field);
    problems.push({
      file: entry.file,
      line: place?.line,
      column: place?.column,
      field,
      message,
      expected,
      found: found === undefined ? 'nothing (the field is missing)' : JSON.stringify(found),
      ...(suggestions?.length ? { suggestions } : {}),
      ...(fix ? { fix } : {}),
    });
  };
  // Every tab set starts empty: a part or tab no package file joins is reported by the page's own rules (a tab with nothing to show).
  for (const id of tourIds) {
    const page = raws.get(`tour:${id}`) as Record<string, Record<string, unknown>> | undefined;
    for (const part of ['packages', 'adventure', 'birding']) {
      const section = page?.[part];
      if (!section || typeof section !== 'object') continue;
      if (Array.isArray(section.groups)) {
        for (const group of section.groups as Record<string, unknown>[]) if (group && typeof group === 'object') group.packages ??= [];
      } else section.items ??= [];
    }
  }
  const lists = new Map<unknown[], Entry[]>();
  for (const entry of packages) {
    const { tour, part = 'packages', group, extended, position: _position, ...pkg } = entry.value;
    sameOrigin(pkg, entry.value);
    if (typeof tour !== 'string' || !tourIds.includes(tour)) {
      at(
        entry,
        'tour',
        'must be the id of a tour in content/tours/',
        `one of ${tourIds.map((t) => `"${t}"`).join(', ')}`,
        tour,
        typeof tour === 'string' ? closest(tour, tourIds) : tourIds.slice(0, 3),
      );
      continue;
    }
    const page = raws.get(`tour:${tour}`) as Record<string, unknown> | undefined;
    if (!page || typeof page !== 'object') continue;
    const partNames = ['packages', 'adventure', 'birding'].filter((p) => page[p] && typeof page[p] === 'object');
    if (typeof part !== 'string' || !partNames.includes(part)) {
      at(
        entry,
        'part',
        `must name a part of the ${tour} tour's page that holds packages`,
        partNames.map((p) => `"${p}"`).join(', ') || 'a tour page with a "packages" part',
        part,
        typeof part === 'string' ? closest(part, partNames) : [],
      );
      continue;
    }
    const section = page[part] as Record<string, unknown>;
    if (Array.isArray(pkg.itinerary)) pkg.itinerary = pkg.itinerary.map((day, i) => useDay(entry, day, i, days, problems));
    if (extended === true) {
      section.extended = pkg;
      continue;
    }
    let list: unknown[];
    if (group !== undefined) {
      const groups = Array.isArray(section.groups) ? (section.groups as Record<string, unknown>[]) : [];
      const found = groups.find((g) => g && g.id === group);
      if (!found) {
        const ids = groups.map((g) => String(g?.id));
        at(
          entry,
          'group',
          `must be the id of a tab of the ${tour} tour's "${part}" part`,
          ids.map((g) => `"${g}"`).join(', ') || `a "groups" list in the ${part} part of the tour page`,
          group,
          typeof group === 'string' ? closest(group, ids) : [],
        );
        continue;
      }
      found.packages ??= [];
      list = found.packages as unknown[];
    } else {
      section.items ??= [];
      list = section.items as unknown[];
    }
    list.push(pkg);
    lists.set(list, [...(lists.get(list) ?? []), entry]);
  }
  // In the order of their days; packages of as many days by their `position`, then file name.
  for (const [list, entries] of lists) {
    const keyed = list.map((pkg, i) => ({ pkg, entry: entries[i]! }));
    keyed.sort((a, b) => daysOf(a.pkg) - daysOf(b.pkg) || orderOf(a.entry) - orderOf(b.entry) || a.entry.name.localeCompare(b.entry.name));
    list.splice(0, list.length, ...keyed.map((k) => k.pkg));
  }
}

const orderOf = (entry: Entry) => (typeof entry.value.position === 'number' ? entry.value.position : Number.MAX_SAFE_INTEGER);

/** A package's length in days, from its duration ("5 Days / 4 Nights", "One Day"), its tab label ("5D/4N") or its itinerary. */
export function daysOf(pkg: unknown): number {
  const p = (pkg ?? {}) as { duration?: unknown; tabLabel?: unknown; label?: unknown; itinerary?: unknown };
  const written = `${typeof p.duration === 'string' ? p.duration : ''} ${typeof p.tabLabel === 'string' ? p.tabLabel : ''}`;
  const m = /(\d+)\s*Days?/i.exec(written) ?? /(\d+)D\b/.exec(written);
  if (m) return Number(m[1]);
  if (/one day/i.test(`${written} ${typeof p.label === 'string' ? p.label : ''}`)) return 1;
  return Array.isArray(p.itinerary) ? p.itinerary.length : 0;
}

/** An itinerary day that says `use: <day id>` takes that shared day's fields, its own written over them. */
function useDay(entry: Entry, day: unknown, i: number, days: ReadonlyMap<string, Entry>, problems: AssemblyProblem[]): unknown {
  if (!day || typeof day !== 'object' || !('use' in day)) return day;
  const { use, ...own } = day as Record<string, unknown>;
  const shared = typeof use === 'string' ? days.get(use) : undefined;
  if (!shared) {
    const place = locate(entry.value, ['itinerary', i], 'use');
    const ids = [...days.keys()];
    problems.push({
      file: entry.file,
      line: place?.line,
      column: place?.column,
      field: `itinerary[${i + 1}].use`,
      message: 'must be the name of a shared day in content/days/',
      expected: 'the file name of a day in content/days/, without .yaml',
      found: JSON.stringify(use),
      ...(typeof use === 'string' && closest(use, ids).length
        ? { suggestions: closest(use, ids) }
        : { fix: `write the day in full here, or add content/days/${typeof use === 'string' ? use : '<name>'}.yaml` }),
    });
    // The day stands in as it would be with the day it names, so only the name is reported.
    return { title: '(the day named by use)', sites: [], entries: [{ text: '(the day named by use)' }], ...own };
  }
  const merged = { ...shared.value, ...own };
  sameOrigin(merged, day);
  borrow(
    merged,
    shared.value,
    Object.keys(shared.value).filter((k) => !(k in own)),
  );
  return merged;
}

/** An entry without its folder-only fields. */
function strip(...fields: string[]) {
  return (entry: Entry): Record<string, unknown> => {
    const value = { ...entry.value };
    for (const field of fields) delete value[field];
    sameOrigin(value, entry.value);
    return value;
  };
}

function sortEntries(entries: Entry[], problems: AssemblyProblem[]): Entry[] {
  for (const entry of entries) {
    const { position: order } = entry.value;
    if (order !== undefined && (typeof order !== 'number' || !Number.isInteger(order) || order < 1)) {
      const place = locate(entry.value, [], 'position');
      problems.push({
        file: entry.file,
        line: place?.line,
        column: place?.column,
        field: 'position',
        message: 'must be a whole number from 1, the place of the entry in its list',
        expected: 'a whole number such as 3',
        found: JSON.stringify(order),
      });
    }
  }
  return entries.sort((a, b) => orderOf(a) - orderOf(b) || a.name.localeCompare(b.name));
}

/** Two entries of a folder with one id: the second is reported, naming where the first is. */
function uniqueIds(entries: readonly Entry[], problems: AssemblyProblem[]): void {
  const first = new Map<string, Entry>();
  for (const entry of entries) {
    const { id } = entry.value;
    if (typeof id !== 'string') continue;
    const before = first.get(id);
    if (!before) {
      first.set(id, entry);
      continue;
    }
    const here = locate(entry.value, [], 'id');
    const there = locate(before.value, [], 'id');
    problems.push({
      file: entry.file,
      line: here?.line,
      column: here?.column,
      field: 'id',
      message: `must differ from every other entry's: ${before.file}${there ? `:${there.line}:${there.column}` : ''} has the id "${id}" already`,
      expected: `an id of its own: ${before.file}${there ? `:${there.line}:${there.column}` : ''} has "${id}" already`,
      found: JSON.stringify(id),
      fix: `give one of them another id, or delete the copy`,
    });
  }
}

/** Every .yaml file under a folder, by its path relative to it. */
export function yamlFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at).sort()) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.ya?ml$/.test(name)) out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out;
}
