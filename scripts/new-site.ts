// `npm run new:site -- <id> "<Name>"`: a new place, content/sites/<id>.yaml, for itinerary days and
// species records to name. Every value to write is marked `# SAMPLE`.
import { args, run, where } from './scaffold/cli.ts';
import { newSite } from './scaffold/scaffold.ts';

const { positional } = args();
const [id, name] = positional;
await run(
  'new:site',
  'npm run new:site -- <id> "<Name>"   (for example: npm run new:site -- gunung-salak "Gunung Salak")',
  () => newSite(where, { id: id!, name: name! }),
  positional.length === 2,
);
