import { pathToFileURL } from 'node:url';
import { globSync } from 'glob';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../templates/routes.ts';
import { content, root } from '../helpers/render.ts';

// The dev server renders again, after a template edit, only the pages whose module imports the
// edited file; it finds a page's module by the component the module exports. A page made by a
// function (a species page, a checklist, a blog page) names that component, or every template
// edit would render it again (a home-page edit took 2.6 s for 179 pages).
describe('route modules', () => {
  it('every page is, or names, a component some template module exports', async () => {
    const exported = new Set<unknown>();
    for (const file of globSync('templates/**/*.tsx', { cwd: root, absolute: true })) {
      for (const value of Object.values((await import(pathToFileURL(file).href)) as Record<string, unknown>)) exported.add(value);
    }
    const routes = siteRoutes(await content());
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => !exported.has(route.component ?? route.Page)).map((route) => route.id)).toEqual([]);
  });
});
