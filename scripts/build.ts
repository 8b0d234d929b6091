// `npm run build`: validate content, render every route and write dist/ atomically.
// Options: --base /sub/ (or BASE_PATH), --out DIR, --content DIR (with --content-fallback DIR for the
// section files it lacks, as test fixtures do), SITE_URL=https://… for canonical URLs,
// --quiet, --json (one line of timings for `npm run bench` instead of the tables), --force (build
// even when nothing changed).
//
// When no source, content file or option changed since the last build into the same folder, and that
// folder is as the build left it, there is nothing to write: the command says so and stops before
// loading the generator (scripts/lib/build-stamp.ts). --json (the benchmarks) always builds.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { inputStamp, recordBuild, upToDate, type StampOptions } from './lib/build-stamp.ts';

// React chooses its production or development build from NODE_ENV when it is first loaded; the
// production one renders the same HTML about four times faster. Static imports are hoisted above
// any statement, so the pipeline (which loads React) is imported only after NODE_ENV is set.
process.env.NODE_ENV ??= 'production';
const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    out: { type: 'string' },
    content: { type: 'string' },
    'content-fallback': { type: 'string' },
    quiet: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
  },
});

const options = {
  root,
  contentDir: values.content ?? resolve(root, 'content'),
  contentFallback: values['content-fallback'],
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
  process.exit(0);
}
const { formatBuildError, loadModules } = await import('./lib/build-error.ts');
// The pipeline imports the route table and with it every template.
const { build, formatSizeTable, measurePages } = await loadModules(
  async () => ({ ...(await import('./pipeline/pipeline.ts')), ...(await import('./pipeline/report.ts')) }),
  root,
).catch((error: unknown) => {
  console.error(formatBuildError(error));
  console.error('The previous dist/ was left as it was.');
  process.exit(1);
});

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
    process.exit(0);
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
  const { sweepCache, UNUSED_DAYS } = await import('./lib/cache-sweep.ts');
  const swept = await sweepCache(options.cacheDir);
  if (swept.removed > 0) console.log(`cache: removed ${swept.removed} files no build used for ${UNUSED_DAYS} days (${(swept.bytes / 1e6).toFixed(1)} MB)`);
  console.log(`built ${result.pages.length} pages into ${result.outDir} in ${seconds} s`);
} catch (error) {
  console.error(formatBuildError(error));
  console.error('The previous dist/ was left as it was.');
  process.exit(1);
}
