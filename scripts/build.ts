// `npm run build`: validate content, render every route and write dist/ atomically; when nothing
// changed since the last build into the same folder, say so and write nothing. The work lives in
// scripts/pipeline/command.ts (the up-to-date check in scripts/lib/build-stamp.ts).
// Options: --base /sub/ (or BASE_PATH), --out DIR, --content DIR (with --content-fallback DIR for the
// section files it lacks, as test fixtures do), SITE_URL=https://… for canonical URLs,
// --quiet, --json (one line of timings for `npm run bench` instead of the tables), --force (build
// even when nothing changed).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runBuildCommand } from './pipeline/command.ts';

// React chooses its production or development build from NODE_ENV when it is first loaded; the
// production one renders the same HTML about four times faster. The command module imports the
// pipeline (which loads React) only when it runs, after NODE_ENV is set here.
process.env.NODE_ENV ??= 'production';
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

const { 'content-fallback': contentFallback, ...rest } = values;
const code = await runBuildCommand({ ...rest, contentFallback, root: resolve(import.meta.dirname, '..') });
if (code !== undefined) process.exit(code);
