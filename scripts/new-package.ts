// `npm run new:package -- <tour slug> "<Title>" [--days N]`: a new package of a tour, a copy of its
// first package made N days long (from --days, else from "N Days" in the title), written as
// content/packages/<tour slug>/<id>.yaml; its tab takes its place among the others by its days.
// Copied words are marked `# SAMPLE`; key species stay only where the kept days go.
import { args, run, where } from './scaffold/cli.ts';
import { newPackage } from './scaffold/scaffold.ts';

const { positional, flags } = args();
const [slug, title] = positional;
const days = flags.days === undefined ? undefined : Number(flags.days);
await run(
  'new:package',
  'npm run new:package -- <tour slug> "<Title>" [--days N]   (for example: npm run new:package -- birding-tour "4 Days West Java Birding")',
  () => newPackage(where, { slug: slug!, title: title!, ...(days ? { days } : {}) }),
  positional.length === 2 && (days === undefined || (Number.isInteger(days) && days >= 1)),
);
