// `npm run build`'s work (its command is scripts/build.ts): the up-to-date check, the build, and what
// it prints. When no source, content file or option changed since the last build into the same
// folder, and that folder is as the build left it, there is nothing to write: it says so and stops
// before loading the generator (scripts/lib/build-stamp.ts). --json (the benchmarks) always builds.
import { resolve } from 'node:path';
import { inputStamp, recordBuild, type StampOptions, upToDate } from '../lib/build-stamp.ts';

export interface BuildCommandOptions {
  root: string;
  base?: string;
  out?: string;
  content?: string;
  contentFallback?: string;
  quiet: boolean;
  json: boolean;
  force: boolean;
}

/**
 * Runs the command. Returns the code to exit with at once, or undefined when the process may end by
 * itself (a build that printed its tables). React's build must be chosen (NODE_ENV) before this runs:
 * the pipeline, which loads React, is imported only here.
 */
export async function runBuildCommand(values: BuildCommandOptions): Promise<number | undefined> {
  const { root } = values;
  const options = {
    root,
    contentDir: values.content ?? resolve(root, 'content'),
    contentFallback: values.contentFallback,
    outDir: values.out ?? resolve(root, 'dist'),
    basePath: values.base ?? process.env.BASE_PATH ?? '/',
    siteUrl: process.env.SITE_URL,
    cacheDir: process.env.IMAGE_CACHE_DIR ?? resolve(root, '.cache'),
  };
  const stampOptions: StampOptions = { ...options, settings: { basePath: options.basePath, siteUrl: options.siteUrl, react: process.env.NODE_ENV } };
  const inputs = inputStamp(stampOptions);
  const current = values.force || values.json ? undefined : upToDate(stampOptions);
  if (current) {
    console.log(
      `${current.summary} is up to date: no source, content file or option changed since the last build, and nothing in it was touched, so nothing was written (--force builds anyway)`,
    );
    return 0;
  }
  const { formatBuildError, loadModules } = await import('../lib/build-error.ts');
  const failed = (error: unknown) => {
    console.error(formatBuildError(error));
    console.error('The previous dist/ was left as it was.');
    return 1;
  };
  // The pipeline imports the route table and with it every template.
  const modules = await loadModules(async () => ({ ...(await import('./pipeline.ts')), ...(await import('./report.ts')) }), root).catch(failed);
  if (typeof modules === 'number') return modules;
  const { build, formatSizeTable, measurePages } = modules;

  const started = performance.now();
  try {
    const result = await build({
      ...options,
      log: values.quiet || values.json ? undefined : (line) => process.stdout.write(`${line}\n`),
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    if (values.json) {
      const renderMs = Object.fromEntries(result.pages.map((page) => [page.url, result.renderMs.get(page.route.id)]));
      const { encoded, reused } = result.images;
      console.log(JSON.stringify({ seconds: Number(seconds), renderMs, timings: result.timings, images: { encoded, reused } }));
      return 0;
    }
    if (!values.quiet) {
      console.log(`\n${formatSizeTable(await measurePages(result, options.cacheDir))}\n`);
      const { encoded, reused, standIns } = result.images;
      console.log(`images: ${encoded} encoded, ${reused} reused from cache`);
      console.log(
        `steps: ${Object.entries(result.timings)
          .map(([name, ms]) => `${name} ${ms.toFixed(0)} ms`)
          .join(', ')} (React ${process.env.NODE_ENV === 'production' ? 'production' : 'development'} build)`,
      );
      if (standIns.length > 0)
        console.log(
          `stand-in artwork still shown for ${standIns.length} image ids (add photos, see docs/owner-guide.md "Adding photos"): ${standIns.join(', ')}`,
        );
    }
    await recordBuild(stampOptions, inputs, `${result.outDir} (${result.pages.length} pages)`);
    // Loaded here, not at the top: a folder that is up to date stops before any of the build's code loads.
    const { sweepCache, UNUSED_DAYS } = await import('../lib/cache-sweep.ts');
    const swept = await sweepCache(options.cacheDir);
    if (swept.removed > 0) console.log(`cache: removed ${swept.removed} files no build used for ${UNUSED_DAYS} days (${(swept.bytes / 1e6).toFixed(1)} MB)`);
    console.log(`built ${result.pages.length} pages into ${result.outDir} in ${seconds} s`);
    return undefined;
  } catch (error) {
    return failed(error);
  }
}
