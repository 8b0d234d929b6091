// Stand-in artwork: a deterministic flat landscape (or portrait) for an image that has no photo yet.
import { mix } from './color.ts';
import { makePalette, type TimeOfDay } from './palette.ts';
import { createRng } from './rng.ts';
import type { Painter, SceneKind, SceneSpec } from './scene.ts';
import { beach, mangrove, mudflat, reef, volcano } from './scenes-coast.ts';
import { birders, cloudForest, craterLake, grazingGround, landscape, meadow, rainforest } from './scenes-land.ts';
import { birdPortrait, portrait } from './scenes-portrait.ts';
import { Svg } from './svg.ts';

export type { SceneKind, SceneSpec } from './scene.ts';

interface SceneStyle {
  paint: Painter;
  /** Base colour of the land before the time of day darkens it. */
  tint: string;
  /** Times of day that suit the subject; the seed picks one. */
  times: TimeOfDay[];
}

const styles: Record<SceneKind, SceneStyle> = {
  'cloud-forest': { paint: cloudForest, tint: '#2f6150', times: ['mist', 'morning', 'dawn', 'mist'] },
  mangrove: { paint: mangrove, tint: '#2f5b45', times: ['morning', 'golden', 'dusk', 'midday'] },
  volcano: { paint: volcano, tint: '#4a4048', times: ['dusk', 'golden', 'dawn', 'night', 'midday'] },
  beach: { paint: beach, tint: '#2c6a3f', times: ['midday', 'morning', 'golden', 'dusk'] },
  camp: { paint: beach, tint: '#2c6a3f', times: ['night', 'dusk'] },
  meadow: { paint: meadow, tint: '#4f6a44', times: ['morning', 'mist', 'golden'] },
  birders: { paint: birders, tint: '#2c5a3c', times: ['morning', 'mist', 'golden'] },
  'crater-lake': { paint: craterLake, tint: '#4b6355', times: ['mist', 'morning', 'dawn'] },
  'grazing-ground': { paint: grazingGround, tint: '#3f6a34', times: ['golden', 'morning', 'dawn', 'golden'] },
  mudflat: { paint: mudflat, tint: '#4f6048', times: ['morning', 'golden', 'midday', 'dawn'] },
  rainforest: { paint: rainforest, tint: '#24583a', times: ['morning', 'mist', 'golden'] },
  reef: { paint: reef, tint: '#1d5c6e', times: ['midday'] },
  bird: { paint: birdPortrait, tint: '#35634a', times: ['morning', 'mist', 'golden', 'dawn'] },
  portrait: { paint: portrait, tint: '#3b5d44', times: ['golden', 'dawn', 'morning', 'dusk'] },
  landscape: { paint: landscape, tint: '#3f6d3a', times: ['morning', 'golden', 'dawn', 'midday', 'dusk'] },
};

interface StandIn {
  /** SVG markup sized `width` × `height` pixels; the same seed and size always give the same string. */
  svg: string;
  /** A representative colour, shown behind the image while it loads. */
  color: string;
}

/** Paints `spec` with choices seeded by `seed` (the image id) at `width` × `height` pixels. */
export function standIn(spec: SceneSpec, seed: string, width: number, height: number): StandIn {
  const style = styles[spec.kind];
  const rng = createRng(seed);
  const time = spec.time ?? rng.pick(style.times);
  const palette = makePalette(time, style.tint, rng.fork('palette'));
  const svg = new Svg((1000 * width) / height, 1000);
  style.paint(svg, palette, rng.fork('scene'), spec);
  return { svg: svg.render(width, height), color: mix(palette.skyBottom, palette.land, 0.45) };
}
