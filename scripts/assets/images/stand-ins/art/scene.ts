import type { Animal } from './animals.ts';
import type { BirdFamily } from './birds.ts';
import type { Palette, TimeOfDay } from './palette.ts';
import type { Rng } from './rng.ts';
import type { Svg } from './svg.ts';

/** The subjects a stand-in can show. */
export type SceneKind =
  | 'cloud-forest'
  | 'mangrove'
  | 'volcano'
  | 'beach'
  | 'camp'
  | 'crater-lake'
  | 'grazing-ground'
  | 'mudflat'
  | 'rainforest'
  | 'reef'
  | 'bird'
  | 'portrait'
  | 'landscape';

/** What to draw: the scene, and for some scenes the animal or bird family in it. */
export interface SceneSpec {
  kind: SceneKind;
  bird?: BirdFamily;
  /** White plumage (Milky Stork); egrets are always white. */
  white?: boolean;
  /** The bird's colour patch when its name gives one ("Red-naped", "Orange-spotted"). */
  patch?: string;
  animal?: Animal;
  /** A bird the words say is soaring or flying, for families with a flight drawing (raptors; terns always fly). */
  flying?: boolean;
  /** A waterfall in a forest scene, when the words name one. */
  waterfall?: boolean;
  /** Forces the time of day (otherwise the seed picks one that suits the scene). */
  time?: TimeOfDay;
}

/** Draws one scene into the canvas. */
export type Painter = (svg: Svg, p: Palette, rng: Rng, spec: SceneSpec) => void;
