import type { PlumageEntry } from '../../../model/schema/plumage.ts';
import type { Animal } from './animals.ts';
import type { BirdFamily, BirdSetting } from './birds.ts';
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
  | 'meadow'
  | 'birders'
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
  /** The bird's eBird code. */
  species?: string;
  /** Its colours: its entry of the content's plumage file (neutral greys when absent). */
  colors?: PlumageEntry;
  /** A second species named with the first ("egrets and herons"), drawn among them. */
  species2?: string;
  bird2?: BirdFamily;
  colors2?: PlumageEntry;
  /** How many birds: a pair, a few, a flock. */
  count?: number;
  /** Where the bird is, when the words say otherwise than its shape's usual place ("on a mossy rock"). */
  setting?: BirdSetting | 'rock';
  animal?: Animal;
  /** A bird the words say is soaring or flying, for shapes with a flight drawing (raptors, hornbills, egrets; terns always fly). */
  flying?: boolean;
  /** Things the words name in a scene. */
  boat?: boolean;
  boardwalk?: boolean;
  jetty?: boolean;
  snorkeller?: boolean;
  /** Tents pitched on a camp beach. */
  tents?: number;
  /** A group of birders: with a telescope on its tripod. */
  telescope?: boolean;
  /** What a guide's portrait holds, and what stands behind the guide. */
  holds?: 'binoculars' | 'camera' | 'nothing';
  backdrop?: 'forest' | 'ridge' | 'volcano' | 'jetty' | 'mangrove';
  /** A waterfall in a forest scene, when the words name one. */
  waterfall?: boolean;
  /** Forces the time of day (otherwise the seed picks one that suits the scene). */
  time?: TimeOfDay;
}

/** Draws one scene into the canvas. */
export type Painter = (svg: Svg, p: Palette, rng: Rng, spec: SceneSpec) => void;
