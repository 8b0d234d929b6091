// Every picture the site shows, rendered in memory as the build's first pass does: the stand-in's
// subject must agree with the words content attaches to the picture. The expectations here come
// from the eBird taxonomy and the mammal list, not from the code that picks the subject.
import { beforeAll, describe, expect, it } from 'vitest';
import { createImageRecorder, wordsById } from '../../scripts/assets/images/index.ts';
import { pendingImage } from '../../scripts/assets/images/plan.ts';
import { subjectReader } from '../../scripts/stand-ins/subjects.ts';
import type { SceneSpec } from '../../scripts/stand-ins/art/index.ts';
import type { ImageUse, ImageWords } from '../../model/images.ts';
import { renderDeferredPictures, renderSite } from '../../templates/render.tsx';
import { content, islands, parse } from '../helpers/render.ts';
import { readTaxonomy } from '../helpers/csv.ts';

import { shippedLists, shippedPlumage } from '../helpers/shipped.ts';
const { ujungKulonMammals, birds } = shippedLists();
const subjectFor = subjectReader({ birds: birds.map((b) => b.id), plumage: shippedPlumage() });

/** English name → [order, Latin family] from the project's taxonomy file. */
const taxonomy = new Map(readTaxonomy().rows.map((row) => [row.english, [row.order, /^\w+/.exec(row.family)![0]]] as const));

/** Each English name with its words as `named` compares them (lowercase, hyphens as spaces). */
const taxonomyWords = [...taxonomy.keys()].map((name) => [name, name.replace(/-/g, ' ').toLowerCase()] as const);

/** The drawing a birder expects for a species of an eBird family (undefined: no drawing, habitat only). */
function expectedBird(name: string): string | undefined {
  const [order, family] = taxonomy.get(name)!;
  if (family === 'Ardeidae') return /Egret/.test(name) ? 'egret' : 'heron';
  if (family === 'Phasianidae') return /Peafowl/.test(name) ? 'peafowl' : 'gamebird';
  const byFamily: Record<string, string> = {
    Accipitridae: 'raptor',
    Trogonidae: 'trogon',
    Alcedinidae: 'kingfisher',
    Ciconiidae: 'stork',
    Threskiornithidae: 'ibis',
    Scolopacidae: 'shorebird',
    Charadriidae: 'shorebird',
    Laridae: 'tern',
    Anatidae: 'duck',
    Bucerotidae: 'hornbill',
    Pittidae: 'pitta',
    Nectariniidae: 'sunbird',
    Strigidae: 'owl',
    Podargidae: 'frogmouth',
  };
  return byFamily[family!] ?? (order === 'Passeriformes' ? 'songbird' : undefined);
}

/** Mammals with a drawing; every other mammal of the list gets its habitat and no animal. */
const drawnMammals: Record<string, string> = {
  'Javan Rhinoceros': 'rhino',
  Banteng: 'banteng',
  'Javan Rusa': 'rusa',
  'Javan Mouse-deer': 'mouse-deer',
  'Javan Leopard': 'leopard',
  Dhole: 'dhole',
  'Javan Gibbon': 'gibbon',
  'Javan Lutung': 'monkey',
  'Javan Surili': 'monkey',
  'Long-tailed Macaque': 'monkey',
};

/** What the picture must show: any key given must equal the subject's (undefined: must be absent). */
type Expected = { kind?: string; bird?: string; animal?: string };

function agrees(spec: SceneSpec, expected: Expected, where: string): void {
  for (const [key, value] of Object.entries(expected)) expect((spec as unknown as Record<string, unknown>)[key], `${where} (${key})`).toBe(value);
}

/**
 * Group words that name birds or people without a species name. Waders feeding in numbers may be
 * drawn in their habitat rather than as one bird's portrait, so only the bird is fixed; a group of
 * birders is its own scene.
 */
const groupWords: [RegExp, Expected][] = [
  [/\begrets?\b/i, { bird: 'egret' }],
  [/\bherons?\b/i, { bird: 'heron' }],
  [/\bstorks?\b/i, { bird: 'stork' }],
  [/\bbirders\b/i, { kind: 'birders' }],
];

/** What a text names first: a bird species, a mammal, or a group word; undefined for a place only. */
function named(text: string): Expected | undefined {
  const flat = text.replace(/-/g, ' ').toLowerCase();
  const mentions: { at: number; length: number; spec: Expected }[] = [];
  const find = (name: string, spec: Expected) => {
    const words = name.replace(/-/g, ' ').toLowerCase();
    const at = flat.search(new RegExp(`\\b${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`));
    if (at >= 0) mentions.push({ at, length: name.length, spec });
  };
  for (const [name, words] of taxonomyWords) {
    // Most of the eleven thousand names are not in the text at all; only the rest need a whole-word search.
    if (!flat.includes(words)) continue;
    const bird = expectedBird(name);
    find(name, bird ? { kind: 'bird', bird } : { bird: undefined, animal: undefined });
  }
  for (const { name } of ujungKulonMammals) find(name, { animal: drawnMammals[name], bird: undefined });
  for (const [pattern, spec] of groupWords) {
    const at = text.search(pattern);
    if (at >= 0) mentions.push({ at, length: 1, spec });
  }
  mentions.sort((a, b) => a.at - b.at || b.length - a.length);
  return mentions[0]?.spec;
}

interface Shown extends ImageWords {
  id: string;
  spec: SceneSpec;
}

let shown: Shown[];
beforeAll(async () => {
  const recorder = createImageRecorder();
  const site = { content: await content(), basePath: '/', siteUrl: 'https://example.test', images: recorder };
  renderSite({ ...site, islands: await islands(), assetsFor: () => ({ styles: [], scripts: [] }) });
  // The pictures islands bring in later (dropdown cards, the hero's later slides) are shown too.
  renderDeferredPictures(site);
  shown = [...wordsById(recorder.requests)].map(([id, words]) => ({ id, ...words, spec: subjectFor({ id, ...words }) }));
});

describe('stand-in subjects across the whole site', () => {
  it('covers every picture the pages show', () => {
    expect(shown.length).toBeGreaterThan(100);
    for (const prefix of ['hero/', 'banner/', 'locations/', 'birds/', 'mammals/', 'team/', 'tours/']) {
      expect(
        shown.some((s) => s.id.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });

  it('draws what each alt text names first: that bird family, that mammal, or no animal at all', () => {
    expect(shown.length).toBeGreaterThan(100);
    for (const image of shown) {
      // A blank alt (a name printed beside a thumbnail) leaves the id's words to speak.
      const text = image.alt || image.id.split('/').slice(1).join(' ');
      const expected = named(text);
      const where = `${image.id}: "${text}" → ${JSON.stringify(image.spec)}`;
      if (expected) {
        agrees(image.spec, expected, where);
      } else if (!image.id.startsWith('team/')) {
        expect(image.spec.bird, where).toBeUndefined();
        expect(image.spec.animal, where).toBeUndefined();
        expect(image.spec.kind, where).not.toBe('bird');
      }
    }
  });

  it('never puts the rhino or the rusa on a savanna: dense rainforest or its grazing-ground edge', () => {
    const grazers = shown.filter((s) => s.spec.animal === 'rhino' || s.spec.animal === 'rusa');
    expect(grazers.length).toBeGreaterThan(0);
    for (const s of grazers) expect(['rainforest', 'grazing-ground'], s.id).toContain(s.spec.kind);
  });

  it('agrees with the caption printed under a slide when the caption names a species', async () => {
    const { home } = await content();
    const slides = [...home.hero.slides, ...home.gallery.images];
    let checked = 0;
    for (const slide of slides) {
      const expected = named(slide.caption);
      if (!expected) continue;
      checked++;
      const image = shown.find((s) => s.id === slide.image.id)!;
      agrees(image.spec, expected, `${slide.image.id} "${slide.caption}"`);
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });
});

describe('alt text of a stand-in', () => {
  it('says "Illustration: " while the picture is a stand-in and reads as written once a photo exists', async () => {
    const data = await content();
    const photo = data.home.hero.slides[0]!.image;
    const site = {
      content: data,
      basePath: '/',
      siteUrl: 'https://example.test',
      // As the build resolves ids: the first hero slide has a photo, everything else is drawn.
      images: { resolve: (id: string, use: ImageUse) => ({ ...pendingImage(id, use), standIn: id !== photo.id }) },
    };
    const pages = renderSite({ ...site, islands: await islands(), assetsFor: () => ({ styles: [], scripts: [] }) });
    const home = parse(pages.find((p) => p.route.url === '/')!.html);
    // The first slide is in the page; the slideshow brings the others from the deferred pictures.
    const later = parse(`<body>${Object.values(JSON.parse(renderDeferredPictures(site)) as Record<string, string>).join('')}</body>`);
    const alts = [...home.querySelectorAll('.hero img'), ...later.querySelectorAll('.hero-picture img')].map((img) => img.getAttribute('alt'));
    expect(alts[0]).toBe(photo.alt);
    expect(alts.slice(1)).toEqual(data.home.hero.slides.slice(1).map((s) => `Illustration: ${s.image.alt}`));
    // A decorative image stays decorative.
    const waterbird = parse(pages.find((p) => p.route.url === '/waterbird-tour/')!.html);
    const thumbs = [...waterbird.querySelectorAll('.waterbird-photo img')];
    expect(thumbs.length).toBeGreaterThan(0);
    for (const img of thumbs) expect(img.getAttribute('alt')).toBe('');
  });
});
