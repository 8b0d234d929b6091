// Which stand-in scene an image id shows. The id's first segment says what kind of picture it is
// (birds/…, locations/<place>/<n>, banner/07…); words in the id refine it; anything else still
// gets a landscape. Add an entry to `overrides` to choose the scene of one id by hand.
import type { BirdFamily } from './art/birds.ts';
import type { SceneSpec } from './art/index.ts';

/** Hand-picked scenes for ids whose words do not say enough. */
export const overrides: Record<string, SceneSpec> = {
  'tours/birding-tour': { kind: 'bird', bird: 'trogon' },
  'tours/mammals-tour': { kind: 'savanna', animal: 'banteng' },
  'tours/krakatau-tour': { kind: 'volcano' },
  'tours/waterbird-tour': { kind: 'mangrove' },
  'tours/ujung-kulon-tour': { kind: 'beach' },
};

const bird = (family: BirdFamily): SceneSpec => ({ kind: 'bird', bird: family });

/** Scenes for the species-explorer photos of each location, by photo number (1-based, cycling). */
const locations: Record<string, SceneSpec[]> = {
  'ujung-kulon': [{ kind: 'beach' }, { kind: 'savanna', animal: 'rhino' }, { kind: 'rainforest' }, bird('kingfisher'), { kind: 'savanna', animal: 'banteng' }, { kind: 'rainforest', animal: 'gibbon' }],
  'muara-angke': [{ kind: 'mangrove' }, bird('heron'), { kind: 'mangrove' }, bird('kingfisher'), bird('songbird'), { kind: 'mangrove' }],
  'gunung-gede': [{ kind: 'cloud-forest' }, bird('trogon'), bird('raptor'), { kind: 'cloud-forest' }, bird('songbird'), bird('owl')],
  'kawah-putih': [{ kind: 'crater-lake' }, { kind: 'crater-lake' }, bird('songbird'), { kind: 'cloud-forest' }, { kind: 'landscape' }, bird('raptor')],
  cibodas: [{ kind: 'cloud-forest' }, bird('songbird'), { kind: 'landscape' }, bird('trogon'), { kind: 'cloud-forest' }],
  halimun: [{ kind: 'cloud-forest' }, bird('raptor'), { kind: 'landscape' }],
  carita: [{ kind: 'beach' }, { kind: 'rainforest' }, bird('kingfisher'), { kind: 'beach' }, bird('songbird')],
  krakatau: [{ kind: 'volcano' }, { kind: 'beach' }, { kind: 'reef' }, { kind: 'camp' }],
  'sunda-strait': [{ kind: 'volcano' }, { kind: 'beach' }],
};

/** Numbered series (hero slides, the banner, galleries) walk through the whole range of scenes. */
const series: SceneSpec[] = [
  { kind: 'cloud-forest' }, { kind: 'savanna', animal: 'rhino' }, { kind: 'volcano' }, { kind: 'beach' }, { kind: 'mangrove' },
  bird('trogon'), { kind: 'crater-lake' }, { kind: 'rainforest', animal: 'gibbon' }, bird('raptor'), { kind: 'reef' },
  { kind: 'savanna', animal: 'banteng' }, bird('kingfisher'), { kind: 'landscape' },
];

/** Words in an id that name a subject, checked in order. */
const keywords: [RegExp, SceneSpec][] = [
  [/rhino/, { kind: 'savanna', animal: 'rhino' }],
  [/banteng|savann|cidaon|grazing/, { kind: 'savanna', animal: 'banteng' }],
  [/rusa|(?<!mouse-)deer|muntjac/, { kind: 'savanna', animal: 'deer' }],
  [/gibbon|lutung|surili|langur|macaque|monkey|loris|primate/, { kind: 'rainforest', animal: 'gibbon' }],
  [/reef|marine|snorkel|coral|fish|underwater|dive/, { kind: 'reef' }],
  [/camp|night|star/, { kind: 'camp' }],
  [/krakatau|volcan|anak|plume|eruption|lava|sunda-strait/, { kind: 'volcano' }],
  [/kawah|crater|lake|putih/, { kind: 'crater-lake' }],
  [/mangrove|muara|angke|mudflat|wetland|waterbird|jakarta-bay|pulau-dua|gembong|tide/, { kind: 'mangrove' }],
  [/beach|island|peucang|carita|coast|paradise|shore|sea|boat|handeuleum/, { kind: 'beach' }],
  [/ujung-kulon|rainforest|jungle|lowland|ancient|leopard|dhole|pangolin|mouse-deer|wildlife|conservation|unesco/, { kind: 'rainforest' }],
  [/gede|pangrango|cibodas|halimun|cloud|montane|mountain|waterfall|fern|trek|hike/, { kind: 'cloud-forest' }],
  [/guide|team|portrait|photograph|expert|people|guest/, { kind: 'portrait' }],
  [/tea|rice|highland|village|culture|sustainab|eco/, { kind: 'landscape' }],
];

/** The family a bird's slug suggests; songbird when nothing else fits. */
export function birdFamily(slug: string): BirdFamily {
  if (/eagle|hawk|kite|buzzard|falcon|harrier|goshawk|sparrowhawk|serpent|baza|osprey|raptor/.test(slug)) return 'raptor';
  if (/trogon/.test(slug)) return 'trogon';
  if (/kingfisher|kookaburra/.test(slug)) return 'kingfisher';
  if (/heron|egret|stork|adjutant|bittern|ibis|crane|spoonbill|darter|cormorant/.test(slug)) return 'heron';
  if (/owl|frogmouth|nightjar/.test(slug)) return 'owl';
  return 'songbird';
}

/** The number at the end of an id (`banner/07` → 7), if there is one. */
function ordinal(id: string): number | undefined {
  const match = /(?:^|[/-])(\d+)$/.exec(id);
  return match ? Number(match[1]) : undefined;
}

const nth = <T,>(items: T[], n: number | undefined, fallback: number): T => items[((n ?? fallback) - 1 + items.length * 100) % items.length]!;

/** Simple stable hash so unknown ids spread over the generic scenes. */
const spread = (id: string) => [...id].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** The scene a stand-in for `id` shows. Every well-formed id gets one. */
export function subjectFor(id: string): SceneSpec {
  const override = overrides[id];
  if (override) return override;
  const [kind, ...rest] = id.split('/');
  const tail = rest.join('/');
  const n = ordinal(id);
  if (kind === 'birds') return bird(birdFamily(tail));
  if (kind === 'team' || kind === 'guides') return { kind: 'portrait' };
  if (kind === 'locations' && locations[rest[0]!]) return nth(locations[rest[0]!]!, n, spread(id));
  if (kind === 'krakatau' && n !== undefined) return nth(locations.krakatau!, n, 1);
  if ((kind === 'hero' || kind === 'banner') && n !== undefined) return nth(series, kind === 'hero' ? n : n + 5, 1);
  for (const [pattern, spec] of keywords) if (pattern.test(tail)) return spec;
  if (kind === 'mammals') return { kind: 'rainforest' };
  for (const [pattern, spec] of keywords) if (pattern.test(kind!)) return spec;
  return nth(series, spread(id) % series.length, 1);
}
