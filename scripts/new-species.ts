// `npm run new:species -- <eBird code or English name> [--site <id>]`: a bird record,
// content/species/birds/<code>.yaml, its names taken from the eBird/Clements 2023 taxonomy. Until
// its colours are written in content/species/plumage.yaml its stand-in is a neutral silhouette.
import { args, run, where } from './scaffold/cli.ts';
import { newSpecies } from './scaffold/scaffold.ts';

const { positional, flags } = args();
await run(
  'new:species',
  'npm run new:species -- <eBird code or English name> [--site <site id>]   (for example: npm run new:species -- "Javan Hawk-Eagle" --site halimun)',
  () => newSpecies(where, { name: positional[0]!, ...(flags.site ? { site: flags.site } : {}) }),
  positional.length === 1,
);
