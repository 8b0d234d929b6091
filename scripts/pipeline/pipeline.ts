// The build: the steps of ./steps.ts, in their order, into a staging folder that replaces outDir
// only when every step succeeded, on a store on disk (./scheduler.ts): work a step keeps for the next
// build goes under the cache folder. The dev server runs the same steps on a store in memory.
import { resolve } from 'node:path';
import type { RenderedPage } from '../../templates/render.tsx';
import type { ImageBuildResult } from '../assets/images/index.ts';
import type { SearchIndexResult } from '../search/index-site.ts';
import { createStaging, discardStaging, swapIn } from '../write/write.ts';
import { type BuildOptions, diskStore, type Phase, type Records, runSteps } from './steps.ts';

export type { BuildOptions } from './steps.ts';

export { normaliseBasePath } from '../content/site.ts';

export interface BuildResult {
  pages: RenderedPage[];
  /** Site paths each page loads, for the size table. */
  pageAssets: Map<string, { css: string[]; js: string[] }>;
  images: Omit<ImageBuildResult, 'resolver' | 'resolved'>;
  outDir: string;
  /** Milliseconds each phase took, for benchmarks. `render` is the final render of every page. */
  timings: Record<Phase, number>;
  /** Pages the search index holds, by kind. */
  search: SearchIndexResult;
  /** Milliseconds each page's final render took, by route id. */
  renderMs: Map<string, number>;
}

/**
 * Validates content, renders every route, builds styles, widgets and images into a fresh folder,
 * and swaps it in for `outDir` only when every step succeeded.
 */
export async function build(options: BuildOptions): Promise<BuildResult> {
  const outDir = resolve(options.outDir);
  const { step, timings } = stepTimer();
  const staging = await createStaging(outDir);
  const records = {} as Records;
  try {
    const stepOptions = {
      ...options,
      root: resolve(options.root),
      contentDir: resolve(options.contentDir),
      cacheDir: resolve(options.cacheDir),
      outDir: staging,
    };
    await runSteps({ ...stepOptions, log: options.log ?? (() => {}) }, diskStore(stepOptions), records, step);
    await step('write', () => swapIn(staging, outDir));
    const { rendered, images, search } = records;
    const { resolver: _resolver, resolved: _resolved, ...imageStats } = images;
    return { pages: rendered.pages, pageAssets: rendered.pageAssets, images: imageStats, outDir, timings, renderMs: rendered.renderMs, search };
  } catch (error) {
    // A step after the render failed before the search step wrote the index: Pagefind stops too.
    await records.rendered?.search?.close();
    await discardStaging(staging);
    throw error;
  }
}

/** Runs steps one after another, adding each one's milliseconds to its phase (styles run in two parts). */
function stepTimer() {
  const timings = {} as BuildResult['timings'];
  async function step<T>(phase: Phase, run: () => T | Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await run();
    } finally {
      timings[phase] = (timings[phase] ?? 0) + performance.now() - started;
    }
  }
  return { step, timings };
}
