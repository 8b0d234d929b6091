import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REACT_MARKERS } from '../../scripts/assets/widgets/widgets.ts';
import { root } from '../helpers/render.ts';
import { pageWeights } from '../helpers/weights.ts';

const assets = join(root, 'dist', 'assets');
const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));

describe('browser bundles in dist/assets', () => {
  it('exist', () => {
    expect(scripts.length).toBeGreaterThan(0);
  });

  it.each(scripts)('%s carries no React code', (file) => {
    const code = readFileSync(join(assets, file), 'utf8');
    for (const marker of [...REACT_MARKERS, 'react-dom/server', 'ReactCurrentDispatcher']) expect(code, marker).not.toContain(marker);
  });

  it('every page hydrates with Preact: its scripts include the island runtime', () => {
    for (const weight of pageWeights(join(root, 'dist'))) {
      const code = weight.js.map((file) => readFileSync(file, 'utf8')).join('\n');
      expect(code, weight.page).toContain('data-island');
    }
  });
});
