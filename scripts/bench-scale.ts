// `npm run bench:scale`: how the build grows with trip reports. For 40, 400 and 4,000 synthetic
// posts (front matter, a few paragraphs, a species list; covers reuse one cached image, so no
// picture is encoded, but the first run with an empty cache draws each post's link-preview card)
// it builds the site in a fresh process and prints build time, render ms per page and peak memory. Targets: render ≤ 2 ms per page; 4,000 posts ≤ 15 s on 2 cores.
// Options: --sizes 40,400,4000   --runs 1
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { sizes: { type: 'string', default: '40,400,4000' }, runs: { type: 'string', default: '1' }, worker: { type: 'string' } },
});

interface Figures {
  posts: number;
  pages: number;
  buildMs: number;
  renderMs: number;
  draftMs: number;
  maxRssMb: number;
  timings: Record<string, number>;
}

if (values.worker) {
  // One build in this process: print its figures as JSON for the parent.
  process.env.NODE_ENV = 'production';
  const { build } = await import('./pipeline/pipeline.ts');
  const dir = values.worker;
  const started = performance.now();
  const result = await build({
    root,
    contentDir: join(dir, 'content'),
    contentFallback: join(root, 'content'),
    outDir: join(dir, 'dist'),
    basePath: '/',
    cacheDir: process.env.IMAGE_CACHE_DIR ?? join(root, '.cache'),
  });
  const figures: Figures = {
    posts: readdirSync(join(dir, 'content', 'blog')).length,
    pages: result.pages.length,
    buildMs: performance.now() - started,
    renderMs: result.timings.render,
    draftMs: result.timings.draft,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    timings: result.timings,
  };
  console.log(JSON.stringify(figures));
  process.exit(0);
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

const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
const rows: Figures[] = [];
for (const size of sizes) {
  const samples: Figures[] = [];
  for (let run = 0; run < runs; run++) {
    const dir = mkdtempSync(join(tmpdir(), `bench-scale-${size}-`));
    try {
      syntheticContent(dir, size);
      const child = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--worker', dir], {
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
  rows.push(samples[Math.floor(samples.length / 2)]!);
}

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
