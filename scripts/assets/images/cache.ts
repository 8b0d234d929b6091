import { sha256 } from '../../lib/kept.ts';
import { libvipsBuild } from './vips.ts';

// Bump when the pipeline changes how it draws or crops, so every cached file is made again.
export const PIPELINE_VERSION = 4;

/**
 * Cache key of one output file: the source's hash, every encoding option and the versions of the
 * pipeline and of libvips, so a key names exactly one set of output bytes.
 */
export function cacheKey(sourceHash: string, options: object): string {
  return sha256(JSON.stringify({ v: PIPELINE_VERSION, vips: libvipsBuild, sourceHash, options }));
}
