// `npm run bench:scale`'s figures (its command is test/bench/scale-command.ts): for each size, a content
// folder of synthetic trip reports (front matter, a few paragraphs, a species list; covers reuse one
// cached image, so no picture is encoded, but the first run with an empty cache draws each post's
// link-preview card), built in a fresh process (the command again, with --worker), then one table of
// build time, render ms per page and peak memory.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Figures {
  posts: number;
  pages: number;
  buildMs: number;
  renderMs: number;
  draftMs: number;
  maxRssMb: number;
  timings: Record<string, number>;
}

/**
 * One build of the folder `dir` made by syntheticContent, in this process; NODE_ENV must be
 * production before it runs (the pipeline, which loads React, is imported here).
 */
export async function scaleWorker(root: string, dir: string): Promise<Figures> {
  const { build } = await import('../../scripts/pipeline/pipeline.ts');
  const started = performance.now();
  const result = await build({
    root,
    contentDir: join(dir, 'content'),
    contentFallback: join(root, 'content'),
    outDir: join(dir, 'dist'),
    basePath: '/',
    cacheDir: process.env.IMAGE_CACHE_DIR ?? join(root, '.cache'),
  });
  return {
    posts: readdirSync(join(dir, 'content', 'blog')).length,
    pages: result.pages.length,
    buildMs: performance.now() - started,
    renderMs: result.timings.render,
    draftMs: result.timings.draft,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    timings: result.timings,
  };
}

export interface ScaleOptions {
  root: string;
  sizes: number[];
  runs: number;
  /** The command file, run again with `--worker DIR` for each build. */
  command: string;
}

/** Builds each size `runs` times in a fresh process and prints the median figures of each, and the growth per post. */
export function scaleBench({ root, sizes, runs, command }: ScaleOptions): void {
  const rows = sizes.map((size) => medianRun(root, size, runs, command));
  printTable(rows, runs);
}

/** The run with the median build time of `runs` builds of `size` posts. */
function medianRun(root: string, size: number, runs: number, command: string): Figures {
  const samples: Figures[] = [];
  for (let run = 0; run < runs; run++) {
    const dir = mkdtempSync(join(tmpdir(), `scale-bench-${size}-`));
    try {
      syntheticContent(dir, size);
      const child = spawnSync(process.execPath, ['--import', 'tsx', command, '--worker', dir], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (child.status !== 0) throw new Error(`build of ${size} posts failed:\n${child.stderr}`);
      samples.push(JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Figures);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  samples.sort((a, b) => a.buildMs - b.buildMs);
  return samples[Math.floor(samples.length / 2)]!;
}

/** Prints one row per size, and the build time each added post costs. */
function printTable(rows: Figures[], runs: number): void {
  const pad = (value: string, width: number) => value.padStart(width);
  console.log(`bench:scale (${runs} run${runs === 1 ? '' : 's'} each, median; NODE_ENV=production; covers from the image cache)\n`);
  console.log(['posts', 'pages', 'build s', 'render ms', 'ms/page', 'draft ms/page', 'peak MB'].map((h, i) => pad(h, i === 0 ? 6 : 15)).join(''));
  for (const row of rows) {
    console.log(
      [
        pad(String(row.posts), 6),
        pad(String(row.pages), 15),
        pad((row.buildMs / 1000).toFixed(2), 15),
        pad(row.renderMs.toFixed(0), 15),
        pad((row.renderMs / row.pages).toFixed(2), 15),
        pad((row.draftMs / row.pages).toFixed(2), 15),
        pad(row.maxRssMb.toFixed(0), 15),
      ].join(''),
    );
  }
  const [first, last] = [rows[0]!, rows.at(-1)!];
  if (rows.length > 1) {
    const growth = (last.buildMs - first.buildMs) / (last.posts - first.posts);
    console.log(`\ngrowth: ${growth.toFixed(2)} ms of build per added post (${first.posts} → ${last.posts} posts)`);
  }
}

const BIRDS = [
  'Javan Trogon',
  'Javan Hawk-Eagle',
  'Javan Cochoa',
  'Sunda Thrush',
  'Javan Whistling-Thrush',
  'Milky Stork',
  'Javan Plover',
  'Green Peafowl',
  'Javan Kingfisher',
  'Javan Munia',
];
const TOURS = ['birding', 'mammals', 'krakatau', 'ujung-kulon', 'waterbird'];
/** The package each synthetic report followed, by tour. */
const PACKAGES: Record<string, string> = { birding: '5d4n', mammals: '3d2n', krakatau: '3d2n', 'ujung-kulon': 'birding-a', waterbird: '4d3n' };

/** A content folder of `count` synthetic posts under blog/; the sections come from the shipped content. */
function syntheticContent(dir: string, count: number): void {
  const content = join(dir, 'content');
  mkdirSync(join(content, 'blog'), { recursive: true });
  const day = 24 * 60 * 60 * 1000;
  for (let i = 0; i < count; i++) {
    const date = new Date(Date.UTC(2026, 10, 1) - i * day).toISOString().slice(0, 10);
    const species = BIRDS.filter((_, b) => (i + b) % 3 !== 0);
    writeFileSync(
      join(content, 'blog', `report-${String(i + 1).padStart(5, '0')}.md`),
      [
        '---',
        `title: Trip report ${i + 1}`,
        `date: ${date}`,
        `tour: ${TOURS[i % TOURS.length]}`,
        `package: ${PACKAGES[TOURS[i % TOURS.length]!]}`,
        `summary: Synthetic report ${i + 1}, written to measure how the build grows with posts.`,
        'cover:',
        '  id: tours/birding-hero',
        '  alt: A birding group on a forest trail',
        'species:',
        ...species.map((name) => `  - ${name}`),
        '---',
        '',
        `## Day one`,
        '',
        'We left at first light and walked the lower trail, stopping at every **fruiting tree**. ',
        'The guide heard the first calls before sunrise; the group saw the bird an hour later.',
        '',
        '- Early start from the lodge',
        '- Picnic lunch at the waterfall',
        '',
        `See the [tour page](/${TOURS[i % TOURS.length]}-tour/) for the packages.`,
        '',
      ].join('\n'),
    );
  }
}
