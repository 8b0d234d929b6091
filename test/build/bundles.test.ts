import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_MARKERS } from '../../scripts/assets/widgets/widgets.ts';
import { root } from '../helpers/render.ts';
import { pageWeights } from '../helpers/weights.ts';

const assets = join(root, 'dist', 'assets');
// One test per bundle, so the list is read as the file is collected; without a build it is empty
// and 'exist' says what to do, instead of the whole file failing to load.
const scripts = existsSync(assets) ? readdirSync(assets).filter((file) => file.endsWith('.js')) : [];

describe('browser bundles in dist/assets', () => {
  it('exist', () => {
    expect(existsSync(assets), 'run `npm run build` first').toBe(true);
    expect(scripts.length).toBeGreaterThan(0);
  });

  it.each(scripts)('%s carries no React code', (file) => {
    const code = readFileSync(join(assets, file), 'utf8');
    for (const marker of [...REACT_MARKERS, 'react-dom/server', 'ReactCurrentDispatcher']) expect(code, marker).not.toContain(marker);
  });

  it('every page hydrates with Preact: its scripts include the island runtime', () => {
    const weights = pageWeights(join(root, 'dist'));
    expect(weights.length).toBeGreaterThan(0);
    for (const weight of weights) {
      const code = weight.js.map((file) => readFileSync(file, 'utf8')).join('\n');
      expect(code, weight.page).toContain('data-island');
    }
  });
});
