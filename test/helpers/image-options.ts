import { join } from 'node:path';
import { standInsFor } from '../../scripts/stand-ins/index.ts';

/** The stand-ins of a site with no bird records and no plumage: every picture without a photo is drawn. */
export const plainStandIns = (cacheDir?: string) => standInsFor({ content: { species: new Map() }, plumage: {} }, cacheDir);

/** The image step's options for a project folder `dir` (content/, cache/ and the output folder `out` in it), with plain stand-ins. */
export const imageOptions = (dir: string, out = 'out') => ({
  root: dir,
  contentDir: join(dir, 'content'),
  cacheDir: join(dir, 'cache'),
  outDir: join(dir, out),
  log: (_line: string) => {},
  standIns: plainStandIns(join(dir, 'cache')),
});
