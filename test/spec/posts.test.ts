import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/content/load.ts';
import { root } from '../helpers/render.ts';
import { specValues } from './values.ts';

// The business of today: the shipped content has no trip report yet, so the blog says Coming Soon.
describe('the shipped trip reports', () => {
  it('are as many as the spec table says', async () => {
    const { posts } = await loadContent(join(root, 'content'), root);
    expect(posts.length, `content/blog/ holds ${posts.length} trip reports; test/spec/values.ts says ${specValues.tripReports}`).toBe(specValues.tripReports);
  });
});
