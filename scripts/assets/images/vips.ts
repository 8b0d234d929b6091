// sharp (libvips) is loaded when a build first reads, draws or encodes a picture, not with the build:
// a warm build that finds every file kept never loads it (loading it was about 0.1 s of the start).
import type Sharp from 'sharp';
import { packageVersion } from '../../lib/sources-hash.ts';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, set up for the build: two libvips threads per encode (`IMAGE_THREADS` overrides it for
 * measuring; see `JOBS` in ./index.ts), and no operation cache, which keeps decoded photos for a
 * reuse that never comes: each is decoded once.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(Number(process.env.IMAGE_THREADS) || 2);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/**
 * What names the libvips build in cache keys, read without loading it: the sharp release, which
 * pins the version of the prebuilt libvips it installs.
 */
export const libvipsBuild = `sharp ${packageVersion('sharp')}`;
