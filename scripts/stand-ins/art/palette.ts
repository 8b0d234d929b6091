import { mix } from './color.ts';
import type { Rng } from './rng.ts';

export type TimeOfDay = 'dawn' | 'morning' | 'midday' | 'golden' | 'dusk' | 'night' | 'mist';

/** Every colour a scene paints with; layers are mixed between `land` (near) and `haze` (far). */
export interface Palette {
  time: TimeOfDay;
  skyTop: string;
  skyBottom: string;
  sun: string;
  haze: string;
  /** Nearest land colour: the scene's tint darkened by the time of day. */
  land: string;
  /** Darkest silhouettes: animals, birds, foreground trees. */
  ink: string;
  water: string;
  waterLight: string;
  /** A warm highlight for rims and accents. */
  accent: string;
}

interface Sky {
  top: string;
  bottom: string;
  sun: string;
  haze: string;
  shadow: string;
  /** How far the time of day pulls the land towards `shadow`. */
  dim: number;
}

const skies: Record<TimeOfDay, Sky> = {
  dawn: { top: '#7d8cc0', bottom: '#f7cfa6', sun: '#fff4d6', haze: '#eec5a8', shadow: '#3b3a5a', dim: 0.45 },
  morning: { top: '#95c8dd', bottom: '#eef3dc', sun: '#fffbe8', haze: '#d5e6d3', shadow: '#1d3b34', dim: 0.12 },
  midday: { top: '#6fb4d8', bottom: '#d6ecef', sun: '#ffffff', haze: '#cbe2e4', shadow: '#17353a', dim: 0.05 },
  golden: { top: '#e49b5f', bottom: '#fbe3ae', sun: '#fff6d2', haze: '#f0cf9b', shadow: '#4a3426', dim: 0.35 },
  dusk: { top: '#46487f', bottom: '#f1976a', sun: '#ffd88a', haze: '#e39376', shadow: '#2a2340', dim: 0.6 },
  night: { top: '#0e1c37', bottom: '#3b5676', sun: '#f6f1dc', haze: '#47627f', shadow: '#0a1222', dim: 0.78 },
  mist: { top: '#a6c0b9', bottom: '#e7ede3', sun: '#f8f8ee', haze: '#dde6dc', shadow: '#1f3a33', dim: 0.15 },
};

/** Builds the palette for a scene tint at a time of day, nudged a little by the seed for variety. */
export function makePalette(time: TimeOfDay, tint: string, rng: Rng): Palette {
  const sky = skies[time];
  const jitter = (hex: string) => mix(hex, rng.pick(['#f4d9a8', '#bfd8c9', '#d8c4e0', '#f2b98c']), rng.range(0, 0.12));
  const land = mix(jitter(tint), sky.shadow, sky.dim);
  return {
    time,
    skyTop: jitter(sky.top),
    skyBottom: sky.bottom,
    sun: sky.sun,
    haze: sky.haze,
    land,
    ink: mix(land, sky.shadow, 0.55),
    water: mix(sky.top, sky.shadow, 0.3),
    waterLight: mix(sky.bottom, sky.top, 0.35),
    accent: mix('#f5b84a', sky.sun, 0.2),
  };
}

/** Colour of a layer at depth t: 0 is the nearest (land), 1 dissolves into the haze. */
export function layerColor(palette: Palette, t: number): string {
  return mix(palette.land, palette.haze, Math.min(1, Math.max(0, t)));
}
