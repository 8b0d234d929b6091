// `npm run check:species [-- --dist <folder>]`: holds every built species page against the
// itineraries (scripts/launch/species-contradictions.ts) and prints each contradiction and the
// count; fails when there is one. Reads dist/ by default; any earlier build can be read the same way.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadContent } from './content/load.ts';
import { speciesPageContradictions } from './launch/species-contradictions.ts';
import { formatBuildError } from './lib/build-error.ts';

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { dist: { type: 'string' }, content: { type: 'string' } } });
const dist = resolve(values.dist ?? resolve(root, 'dist'));

try {
  const content = await loadContent(resolve(values.content ?? resolve(root, 'content')), root);
  const { pages, found } = speciesPageContradictions(content, dist);
  for (const c of found) console.log(`${c.page} (${c.species}) ${c.kind}: ${c.pkg}`);
  const bySpecies = new Set(found.map((c) => c.page)).size;
  console.log(`check:species: ${pages} species pages read from ${dist}; ${found.length} contradictions with the itineraries on ${bySpecies} pages.`);
  process.exit(found.length > 0 ? 1 : 0);
} catch (error) {
  console.error(formatBuildError(error));
  process.exit(2);
}
