import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageResolver, ImageUse, ResolvedImage } from '../../templates/lib/images.ts';

export interface ImageRequest {
  id: string;
  use: ImageUse;
}

/** First-pass resolver: records which image ids each use needs and returns a stand-in answer. */
export function createImageRecorder(): ImageResolver & { requests: ImageRequest[] } {
  const seen = new Set<string>();
  const requests: ImageRequest[] = [];
  return {
    requests,
    resolve(id, use) {
      const key = `${id}|${use}`;
      if (!seen.has(key)) {
        seen.add(key);
        requests.push({ id, use });
      }
      return { src: '/pending', srcset: '', sources: [], width: 1, height: 1 };
    },
  };
}

export interface ImageBuildResult {
  resolver: ImageResolver;
  encoded: number;
  reused: number;
  standIns: string[];
}

export interface ImageBuildOptions {
  root: string;
  contentDir: string;
  cacheDir: string;
  outDir: string;
  log: (line: string) => void;
}

/** Interim pipeline (issue 2/7 replaces it): one flat SVG per id so every page has real files. */
export async function buildImages(requests: ImageRequest[], options: ImageBuildOptions): Promise<ImageBuildResult> {
  const dir = join(options.outDir, 'assets', 'img');
  await mkdir(dir, { recursive: true });
  const files = new Map<string, ResolvedImage>();
  for (const { id } of requests) {
    if (files.has(id)) continue;
    const name = `${id.replaceAll('/', '--')}.svg`;
    await writeFile(
      join(dir, name),
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><rect width="800" height="600" fill="#14532d"/><path d="M0 420l200-160 160 120 200-220 240 260v180H0z" fill="#65a30d"/></svg>`,
    );
    files.set(id, { src: `/assets/img/${name}`, srcset: '', sources: [], width: 800, height: 600 });
  }
  return {
    resolver: { resolve: (id) => files.get(id)! },
    encoded: files.size,
    reused: 0,
    standIns: [...files.keys()],
  };
}
