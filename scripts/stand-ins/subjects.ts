// Which stand-in scene an image shows, read from the words content attaches to it: an explicit
// `subject`, else the alt text, else the caption, else the words of the id. The alt text describes
// the picture; a caption may only set the scene around it, so it is read only when the alt names
// nothing. A bird is recognised by its exact eBird English name (its family comes from the
// taxonomy) or a group word ("egrets"); a mammal by its name; a place or habitat by its words.
// Nothing recognised gives a neutral landscape: never an animal the words do not name.
import { taxonomyEntries } from '../../model/taxonomy.ts';
import { birdImageId } from '../../model/species-names.ts';
import type { BirdSetting } from './art/birds.ts';
import type { Animal } from './art/animals.ts';
import type { BirdFamily } from './art/birds.ts';
import { birdShapes, type Plumage } from '../../model/schema/plumage.ts';
import type { SceneKind, SceneSpec } from './art/scene.ts';

/** The words attached to one image in content. */
export interface ImageWords {
  id: string;
  alt?: string;
  caption?: string;
  /** An explicit subject name from `subjectNames`, for pictures whose words are ambiguous. */
  subject?: string;
}

type Habitat = Exclude<SceneKind, 'bird' | 'portrait' | 'birders'>;

/** The drawings a bird can take: the plumage schema's shapes. */
const birdFamilies: readonly BirdFamily[] = birdShapes;

// The species a group word or a bare shape name is drawn as (its colours are that species' entry in
// content/species/plumage.yaml): "egrets" are Little Egrets, "herons" Purple Herons.
const representative: Record<BirdFamily, string> = {
  raptor: 'crseag1',
  trogon: 'javtro1',
  kingfisher: 'javkin1',
  heron: 'purher1',
  egret: 'litegr',
  stork: 'milsto1',
  ibis: 'gloibi',
  shorebird: 'comsan',
  tern: 'whiter2',
  duck: 'suntea1',
  peafowl: 'grepea1',
  gamebird: 'chbpar1',
  hornbill: 'rhihor1',
  pitta: 'banpit2',
  sunbird: 'scasun1',
  owl: 'jasowl2',
  frogmouth: 'javfro3',
  songbird: 'orsbul3',
};
const animals: Animal[] = ['rhino', 'banteng', 'rusa', 'mouse-deer', 'leopard', 'dhole', 'gibbon', 'monkey'];
const habitats: Habitat[] = [
  'cloud-forest',
  'rainforest',
  'grazing-ground',
  'mangrove',
  'mudflat',
  'beach',
  'camp',
  'reef',
  'volcano',
  'crater-lake',
  'meadow',
  'landscape',
];

/** Every name an explicit `subject` may take: a bird family, a mammal, a habitat or `people`. */
export const subjectNames: readonly string[] = [...birdFamilies, ...animals, ...habitats, 'people'];

// Families of the eBird/Clements taxonomy (the Latin word of its Family column) with a drawing.
// Passerines without their own drawing are perching birds; other orders without one show only
// their habitat (a cormorant drawn as a heron would be a wrong animal).
const taxonomyFamilies: Record<string, BirdFamily | Habitat> = {
  Accipitridae: 'raptor',
  Falconidae: 'raptor',
  Pandionidae: 'raptor',
  Trogonidae: 'trogon',
  Alcedinidae: 'kingfisher',
  Ardeidae: 'heron',
  Ciconiidae: 'stork',
  Threskiornithidae: 'ibis',
  Charadriidae: 'shorebird',
  Scolopacidae: 'shorebird',
  Recurvirostridae: 'shorebird',
  Glareolidae: 'shorebird',
  Burhinidae: 'shorebird',
  Laridae: 'tern',
  Anatidae: 'duck',
  Phasianidae: 'gamebird',
  Bucerotidae: 'hornbill',
  Pittidae: 'pitta',
  Nectariniidae: 'sunbird',
  Strigidae: 'owl',
  Tytonidae: 'owl',
  Podargidae: 'frogmouth',
  Columbidae: 'songbird',
  Psittaculidae: 'songbird',
  Cuculidae: 'songbird',
  Megalaimidae: 'songbird',
  Picidae: 'songbird',
  Phalacrocoracidae: 'mangrove',
  Anhingidae: 'mangrove',
  Rallidae: 'mangrove',
  Apodidae: 'landscape',
  Caprimulgidae: 'rainforest',
};

interface Word {
  pattern: RegExp;
  /** What the word names: a bird family, a mammal, people, or a habitat. */
  names: { bird: BirdFamily; species: string } | { animal: Animal } | { people: true } | { habitat: Habitat };
  /** Weak words ("forest") only count when no other habitat word is present. */
  weak?: boolean;
  /** A place name: it sets the scene of a view, but not where a named mammal is drawn. */
  placeName?: boolean;
}

const bird = (family: BirdFamily, pattern: RegExp, species = representative[family]): Word => ({ pattern, names: { bird: family, species } });
const mammal = (animal: Animal, pattern: RegExp): Word => ({ pattern, names: { animal } });
const place = (habitat: Habitat, pattern: RegExp, weak = false): Word => ({ pattern, names: { habitat }, weak });
const placeName = (habitat: Habitat, pattern: RegExp): Word => ({ pattern, names: { habitat }, placeName: true });

/** Group words for birds named without their full English name ("egrets and herons"). */
const birdWords: Word[] = [
  bird('raptor', /\b(?:hawk eagles?|serpent eagles?|eagles?|hawks?|kites?|falcons?|buzzards?|raptors?|ospreys?)\b/),
  bird('trogon', /\btrogons?\b/),
  bird('kingfisher', /\bkingfishers?\b/),
  bird('egret', /\begrets?\b/),
  bird('heron', /\b(?:pond herons?|herons?|bitterns?)\b/),
  bird('stork', /\b(?:storks?|adjutants?)\b/),
  bird('ibis', /\bibis(?:es)?\b/),
  bird('shorebird', /\b(?:shorebirds?|waders?|plovers?|sand plovers?|sandpipers?|stints?|curlews?|whimbrels?|godwits?|greenshanks?|redshanks?)\b/),
  bird('tern', /\bterns?\b/),
  bird('duck', /\b(?:ducks?|teals?|whistling ducks?)\b/),
  bird('peafowl', /\b(?:peafowl|peacocks?|peahens?)\b/),
  bird('gamebird', /\b(?:junglefowl|partridges?|quails?)\b/),
  bird('hornbill', /\bhornbills?\b/),
  bird('pitta', /\b(?:banded )?pittas?\b/),
  bird('sunbird', /\b(?:sunbirds?|spiderhunters?)\b/),
  bird('owl', /\b(?:scops owls?|owls?|owlets?)\b/),
  bird('frogmouth', /\bfrogmouths?\b/),
];

const mammalWords: Word[] = [
  mammal('rhino', /\b(?:javan rhinoceros|rhinoceros|rhinos?)\b/),
  mammal('banteng', /\bbanteng\b/),
  mammal('mouse-deer', /\bmouse ?deer\b/),
  mammal('rusa', /\b(?:rusa|deer|stags?|muntjacs?)\b/),
  mammal('leopard', /\bleopards?\b(?! cat)/),
  mammal('dhole', /\b(?:dholes?|wild dogs?)\b/),
  mammal('gibbon', /\bgibbons?\b/),
  mammal('monkey', /\b(?:lutungs?|surilis?|langurs?|leaf monkeys?|macaques?|monkeys?)\b/),
];

/** People only where the words say so (a snorkeller above a reef is a reef picture). */
const peopleWords: Word[] = [{ pattern: /\b(?:birders|guides?|guests|smiling|our team)\b/, names: { people: true } }];

// Habitat and place words. A picture that names several habitats shows the first one named, so
// "tree ferns in the garden" is cloud forest and "tea garden at the forest edge" is tea hills.
const habitatWords: Word[] = [
  place('reef', /\b(?:reefs?|corals?|snorkel\w*|underwater|dive|diving)\b/),
  place('camp', /\b(?:camp\w*|tents?|campfire)\b/),
  place('crater-lake', /\b(?:crater lakes?|craters?|kawah|sulphur|sulfur)\b/),
  place('volcano', /\b(?:volcan\w*|krakatau|plumes?|eruptions?|lava)\b/),
  place('mudflat', /\b(?:mudflats?|mud|tidal flats?|low tide|sandbars?)\b/),
  place('mangrove', /\b(?:mangroves?|boardwalk|fishponds?|ponds?|wetlands?|estuar\w*|lagoons?)\b/),
  placeName('mangrove', /\b(?:muara angke|muara gembong|pulau dua)\b/),
  place('beach', /\b(?:beach\w*|islands?|sea|coast\w*|seashore|jetty|bay|strait|sunset over)\b/),
  placeName('beach', /\bpeucang\b/),
  place('grazing-ground', /\b(?:grazing grounds?|grassland|savann?a|cidaon|lawns of)\b/),
  place('meadow', /\b(?:edelweiss|surya kencana|alpine meadows?)\b/),
  place('landscape', /\b(?:tea|rice|villages?|botanic|meadows?|lawns?|highlands?|farmland|summit)\b/),
  place('cloud-forest', /\b(?:montane|moss\w*|cloud forest|tree ferns?|waterfalls?|curug|mist\w*)\b/),
  placeName('cloud-forest', /\b(?:gede|pangrango|cibodas|halimun|patuha)\b/),
  place('rainforest', /\b(?:rainforests?|lowland|jungle|rivers?|canopy)\b/),
  placeName('rainforest', /\b(?:ujung kulon|carita|cigenter)\b/),
  place('rainforest', /\b(?:forests?|trail|woods?|trees?)\b/, true),
];

// Where a mammal is drawn when the words name no habitat for it: the rhino, leopard and
// mouse-deer in dense forest, grazers and dholes on the grazing ground at the forest edge.
const mammalHome: Record<Animal, Habitat> = {
  rhino: 'rainforest',
  leopard: 'rainforest',
  'mouse-deer': 'rainforest',
  gibbon: 'rainforest',
  monkey: 'rainforest',
  banteng: 'grazing-ground',
  rusa: 'grazing-ground',
  dhole: 'grazing-ground',
};

/** A taxonomy name the stand-ins can draw: its normalised words and what it is drawn as. */
interface DrawnName {
  name: string;
  code: string;
  drawn: BirdFamily | Habitat;
  word?: Word;
}
let taxonomy: Map<string, DrawnName[]> | undefined;

/**
 * The exact English names of the project's eBird taxonomy a normalised text may mention, as words
 * with a family. Of eleven thousand names, only those whose first word the text holds are worth
 * a regular expression, so they are filed by first word and given one when first looked up.
 */
function taxonomyWordsIn(text: string): Word[] {
  if (!taxonomy) {
    taxonomy = new Map();
    for (const { code, english, order, family: familyColumn } of taxonomyEntries().values()) {
      const latin = /^\w+/.exec(familyColumn)?.[0] ?? '';
      const family = taxonomyFamilies[latin] ?? (order === 'Passeriformes' ? 'songbird' : undefined);
      if (!family) continue;
      const name = normalise(english).trim();
      // Egrets are Ardeidae drawn white; the peafowl is the one pheasant drawn with its train.
      const drawn = family === 'heron' && /egret/i.test(english) ? 'egret' : family === 'gamebird' && /peafowl/i.test(english) ? 'peafowl' : family;
      const first = name.split(' ')[0]!;
      const filed = taxonomy.get(first);
      if (filed) filed.push({ name, code, drawn });
      else taxonomy.set(first, [{ name, code, drawn }]);
    }
  }
  // A one-word name may be written in the plural ("egrets").
  const tokens = new Set(
    text
      .trim()
      .split(' ')
      .flatMap((token) => [token, token.replace(/s$/, '')]),
  );
  return [...tokens]
    .flatMap((token) => taxonomy!.get(token) ?? [])
    .map((entry) => {
      if (!entry.word) {
        const pattern = new RegExp(`\\b${entry.name}s?\\b`);
        entry.word = (birdFamilies as string[]).includes(entry.drawn)
          ? bird(entry.drawn as BirdFamily, pattern, entry.code)
          : place(entry.drawn as Habitat, pattern);
      }
      return entry.word;
    });
}

interface Mention {
  word: Word;
  index: number;
  length: number;
}

/** The first word of `words` in `text` (earliest, then longest), if any. */
function firstMention(text: string, words: Word[]): Mention | undefined {
  let best: Mention | undefined;
  for (const word of words) {
    const match = word.pattern.exec(text);
    if (!match) continue;
    const mention = { word, index: match.index, length: match[0].length };
    if (!best || mention.index < best.index || (mention.index === best.index && mention.length > best.length)) best = mention;
  }
  return best;
}

/** Lower-case words of a text; hyphens and punctuation become spaces, as in ids ("hawk-eagle" = "hawk eagle"). */
const normalise = (text: string) => ` ${text.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;

/** The habitat one text names, if any: its first strong habitat word, else a weak one; `kindsOnly` skips weak words and place names. */
function habitatIn(text: string, kindsOnly = false): Habitat | undefined {
  const t = normalise(text);
  const strong = firstMention(
    t,
    habitatWords.filter((w) => !w.weak && !(kindsOnly && w.placeName)),
  );
  // A forest meeting a beach is the beach scene, which draws the forest edge too.
  if (
    strong &&
    'habitat' in strong.word.names &&
    strong.word.names.habitat === 'rainforest' &&
    habitatWords.some((w) => 'habitat' in w.names && w.names.habitat === 'beach' && w.pattern.test(t))
  )
    return 'beach';
  const mention = strong ?? (kindsOnly ? undefined : firstMention(t, habitatWords));
  return mention && 'habitat' in mention.word.names ? mention.word.names.habitat : undefined;
}

/** The scene one text asks for, or undefined when it names neither a creature nor a place. */
function sceneIn(text: string, folder: string, plumage: Plumage): SceneSpec | undefined {
  const t = normalise(text);
  const creature = firstMention(t, [...taxonomyWordsIn(t), ...birdWords, ...mammalWords, ...peopleWords]);
  const habitat = habitatIn(text);
  if (folder === 'team' || folder === 'guides' || (creature && 'people' in creature.word.names)) return peopleIn(t, folder);
  if (creature && 'bird' in creature.word.names) return birdsIn(t, creature, text, plumage);
  if (creature && 'animal' in creature.word.names) {
    const animal = creature.word.names.animal;
    // "At the edge of the forest" is the grazing ground's edge and a park's name says nothing of
    // where in it the animal stands: only a word for a kind of habitat moves a mammal.
    const named = habitatIn(text, true);
    const home = named === 'grazing-ground' || named === 'rainforest' ? named : mammalHome[animal];
    return { kind: home, animal };
  }
  // A bird family with no drawing (a cormorant) names its habitat.
  if (creature && 'habitat' in creature.word.names) return { kind: creature.word.names.habitat };
  if (!habitat) return undefined;
  return { kind: habitat, ...featuresIn(t, habitat) };
}

/** What a scene's words name besides its habitat: a waterfall, a boat, a boardwalk, a jetty, a snorkeller, tents. */
function featuresIn(t: string, habitat: Habitat): Partial<SceneSpec> {
  const features: Partial<SceneSpec> = {};
  if ((habitat === 'cloud-forest' || habitat === 'rainforest') && /\b(?:waterfalls?|curug)\b/.test(t)) features.waterfall = true;
  if (/\b(?:boats?|by boat|canoes?)\b/.test(t)) features.boat = true;
  if (/\bboardwalks?\b/.test(t)) features.boardwalk = true;
  if (/\bjett(?:y|ies)\b/.test(t)) features.jetty = true;
  if (/\bsnorkell?ers?\b/.test(t)) features.snorkeller = true;
  if (/\btents\b/.test(t)) features.tents = 2;
  return features;
}

/** A portrait of a guide, holding what the words say, where they say; or a group of birders on a trail. */
function peopleIn(t: string, folder: string): SceneSpec {
  if (folder !== 'team' && /\b(?:group of birders|birders)\b/.test(t)) return { kind: 'birders', ...(/\btelescopes?\b/.test(t) ? { telescope: true } : {}) };
  const holds = /\b(?:camera|long lens|photograph\w*)\b/.test(t) ? 'camera' : /\bbinoculars?\b/.test(t) ? 'binoculars' : 'nothing';
  const backdrop = /\b(?:krakatau|volcano)\b/.test(t)
    ? 'volcano'
    : /\b(?:jett(?:y|ies)|boats?)\b/.test(t)
      ? 'jetty'
      : /\bmangroves?\b/.test(t)
        ? 'mangrove'
        : /\b(?:forest|trail)\b/.test(t)
          ? 'forest'
          : 'ridge';
  return { kind: 'portrait', holds, backdrop };
}

/** One bird, or a few of one species (and a second named after it), drawn where and as the words say. */
function birdsIn(t: string, creature: Mention, text: string, plumage: Plumage): SceneSpec {
  const { species } = creature.word.names as { bird: BirdFamily; species: string };
  // The plumage entry's shape wins over the taxonomy family's (a frogmouth is not an owl).
  const family = plumage[species]?.shape ?? (creature.word.names as { bird: BirdFamily }).bird;
  const said = t.slice(creature.index, creature.index + creature.length);
  const count = /\bpair of\b/.test(t) ? 2 : /\bflocks? of\b/.test(t) ? 5 : /s$/.test(said.trim()) ? 3 : 1;
  const flying = /\b(?:soaring|soars|flying|flies|in flight|overhead|circling)\b/.test(t) && ['raptor', 'hornbill', 'egret', 'heron', 'tern'].includes(family);
  const rest = t.slice(creature.index + creature.length);
  const next = firstMention(rest, [...taxonomyWordsIn(rest), ...birdWords]);
  const second =
    next && 'bird' in next.word.names && next.word.names.species !== species ? { species2: next.word.names.species, bird2: next.word.names.bird } : {};
  const spec: SceneSpec = { kind: 'bird', bird: family, species, ...(count > 1 ? { count } : {}), ...(flying ? { flying } : {}), ...second };
  // Waders feeding in numbers are a scene of their habitat; one bird is a portrait.
  const water = habitatIn(text, true);
  if (
    count > 1 &&
    !flying &&
    (water === 'mudflat' || water === 'mangrove') &&
    ['egret', 'heron', 'stork', 'ibis', 'shorebird'].includes(family) &&
    !/\b(?:roost\w*|crown)\b/.test(t)
  )
    return { ...spec, kind: water };
  const setting: BirdSetting | undefined = /\brocks?\b/.test(t)
    ? 'rock'
    : /\b(?:mudflats?|low tide)\b/.test(t) && !flying
      ? 'mudflat'
      : /\b(?:roost\w*|crown of)\b/.test(t)
        ? 'branch'
        : undefined;
  return setting ? { ...spec, setting } : spec;
}

/** The scene an explicit subject name asks for; throws on a name that is not in `subjectNames`. */
export function subjectNamed(name: string): SceneSpec {
  if ((birdFamilies as string[]).includes(name)) return { kind: 'bird', bird: name as BirdFamily, species: representative[name as BirdFamily] };
  if ((animals as string[]).includes(name)) return { kind: mammalHome[name as Animal], animal: name as Animal };
  if ((habitats as string[]).includes(name)) return { kind: name as Habitat };
  if (name === 'people') return { kind: 'portrait', holds: 'binoculars', backdrop: 'forest' };
  throw new Error(`"${name}" is not a stand-in subject; use one of: ${subjectNames.join(', ')}`);
}

/** What the subjects are read from: the site's bird records and their plumage, as the content step loaded them. */
export interface SubjectData {
  /** The eBird codes of the bird records. */
  birds: readonly string[];
  plumage: Plumage;
}

/** The scene a stand-in shows for an image, from the words content attaches to it, read against `data`. */
export function subjectReader(data: SubjectData): (words: ImageWords) => SceneSpec {
  // A species' own picture is that species, whatever its alt text: found by the records' image ids.
  const birdCodes = new Map(data.birds.map((code) => [birdImageId(code), code]));
  return (words) => {
    if (words.subject) return subjectNamed(words.subject);
    const [folder = '', ...rest] = words.id.split('/');
    const code = folder === 'birds' ? birdCodes.get(words.id) : undefined;
    const shape = code ? data.plumage[code]?.shape : undefined;
    if (code && shape) return { kind: 'bird', bird: shape, species: code };
    const idWords = [folder, ...rest].join(' ').replace(/\b\d+\b/g, '');
    for (const text of [words.alt, words.caption, idWords]) {
      const scene = text ? sceneIn(text, folder, data.plumage) : undefined;
      if (scene) return scene;
    }
    return { kind: 'landscape' };
  };
}
