// Stand-in drawings: a flat SVG scene for a picture the operator has no photo of yet, chosen from
// the words the page attaches to it and drawn in the colours of the content's plumage file. The
// image and link-preview steps get them through their options; nothing else of this folder is
// imported from outside it (.dependency-cruiser.cjs). Once every picture has its photo, the
// pipeline passes no stand-ins and a picture without a photo stops the build.
import type { Plumage } from '../../model/schema/plumage.ts';
import type { Content } from '../../model/schema/sections.ts';
import { BuildError } from '../lib/build-error.ts';
import { standIn } from './art/index.ts';
import { KeptWork, type Memo } from '../lib/kept.ts';
import { sourcesHash } from '../lib/sources-hash.ts';
import { plumageOf } from './plumage.ts';
import { subjectNames, subjectReader } from './subjects.ts';

/** What a drawing leaves for planning: the SVG and the colour shown while the picture loads. */
export interface Drawing {
  svg: string;
  color: string;
}

/** One picture to draw: its image id (the seed), the words its page gives it, and its size in pixels. */
export interface StandInRequest {
  id: string;
  alt?: string;
  caption?: string;
  /** An explicit subject from content, for pictures whose words are ambiguous. */
  subject?: string;
  width: number;
  height: number;
}

/** The drawings of one build's pictures that have no photo. */
export interface StandIns {
  /** The picture's drawing (kept between builds); throws UnknownStandInSubject for a subject nothing draws. */
  draw(request: StandInRequest): Promise<Drawing>;
  /** Keeps the drawings made since the last save for the next build. */
  save(): Promise<void>;
}

/** What the drawings come from: the content the site step loaded (its bird records) and its plumage. */
export interface StandInContent {
  content: Pick<Content, 'species'>;
  plumage: Plumage;
}

type Subjects = ReturnType<typeof subjectReader>;

/** The files the drawings depend on besides their data: the drawing code and the plumage shape. */
const DRAWING_SOURCES = ['scripts/stand-ins', 'model/schema/plumage.ts'];

/**
 * The stand-ins one step (`use`) draws from a site's content, kept under `cacheDir` (none kept
 * without one). A drawing is a function of its image id, size and words, and of the code and data
 * that draw it: drawing all of a site's stand-ins takes some 250 ms, reading them back a few. The
 * same for every kind of build, they are kept under the step's name: each step keeps the drawings
 * it asked for, so two steps never prune each other's (the pictures and the link previews share no
 * size). A change to the drawing code or the data draws everything again.
 */
export function standInsFor({ content, plumage }: StandInContent, cacheDir?: string, use = 'images'): StandIns {
  const birds = [...content.species.values()].flatMap((species) => (species.kind === 'bird' ? [species.id] : []));
  const subjectOf = subjectReader({ birds, plumage });
  // Each bird drawn takes its colours from its plumage entry; one without is drawn in neutral greys (check:launch lists it).
  const subjectFor: Subjects = (words) => {
    const spec = subjectOf(words);
    return {
      ...spec,
      ...(spec.species ? { colors: plumageOf(plumage, spec.species) } : {}),
      ...(spec.species2 ? { colors2: plumageOf(plumage, spec.species2) } : {}),
    };
  };
  let kept: Promise<Memo<Drawing>> | undefined;
  const keptDrawings = () =>
    (kept ??= new KeptWork(cacheDir!, `stand-ins for ${use}`).memo<Drawing>('stand-ins', { code: sourcesHash(DRAWING_SOURCES), birds, plumage }));
  return {
    async draw(request) {
      const { id, width, height, ...words } = request;
      const draw = () => drawing(request, subjectFor);
      return cacheDir ? (await keptDrawings()).get(JSON.stringify([id, width, height, words]), '', draw) : draw();
    },
    async save() {
      if (kept) await (await kept).save();
    },
  };
}

/** Draws one request, after checking its subject names a drawing. */
function drawing(request: StandInRequest, subjectFor: Subjects): Drawing {
  const { id, subject, width, height } = request;
  if (subject && !subjectNames.includes(subject)) {
    throw new BuildError('UnknownStandInSubject', `image "${id}" asks for the stand-in subject "${subject}", which has no drawing`, {
      field: 'image.subject',
      expected: `one of ${subjectNames.join(', ')}`,
      found: JSON.stringify(subject),
      hint: 'leave subject out to let the alt text choose',
    });
  }
  const { svg, color } = standIn(subjectFor(request), id, width, height);
  return { svg, color };
}
