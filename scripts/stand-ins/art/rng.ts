import { createHash } from 'node:crypto';

/** A seeded random source: the same seed always yields the same sequence, so art is reproducible. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** An independent stream for one part of a picture, so adding a layer does not reshuffle the others. */
  fork(label: string): Rng;
}

/** 32-bit seed from a string (first four bytes of its SHA-256): stable across runs and machines. */
function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0);
}

/** mulberry32: tiny, fast and good enough for picking shapes and colours. */
export function createRng(seed: number | string): Rng {
  let state = (typeof seed === 'string' ? seedOf(seed) : seed) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
    fork: (label) => createRng(seedOf(`${state}:${label}`)),
  };
  return rng;
}
