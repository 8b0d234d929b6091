// `npm run new:tour -- <slug> "<Name>"`: a new tour, written under content/ only: its file
// content/tours/<slug>.yaml (the card the home page, dropdown and footer list, and its page in the
// standard layout), one 3-day package in content/packages/<slug>/ and its page words in
// content/routes.yaml. Every word to write is marked `# SAMPLE`; the next build is green.
import { args, run, where } from './scaffold/cli.ts';
import { newTour } from './scaffold/scaffold.ts';

const { positional } = args();
const [slug, name] = positional;
await run(
  'new:tour',
  'npm run new:tour -- <slug> "<Name>"   (for example: npm run new:tour -- gede-pangrango-tour "Gede Pangrango Tour")',
  () => newTour(where, { slug: slug!, name: name! }),
  positional.length === 2,
);
