import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuildError, formatBuildError, loadModules } from '../../scripts/lib/build-error.ts';

const root = resolve(import.meta.dirname, '../..');

describe('a template that throws while it is loaded', () => {
  it('stops the build with a BuildError naming the template file and line, not a raw stack', async () => {
    const error = await loadModules(() => import('../fixtures/templates/crash-at-load.tsx'), root).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    expect((error as BuildError).code).toBe('ModuleLoadFailed');
    const text = formatBuildError(error);
    expect(text).toMatch(/^Build failed: a module failed while it was loaded: Cannot access 'routesLater' before initialization/);
    expect(text).toContain('file:     test/fixtures/templates/crash-at-load.tsx:5');
    expect(text).toContain('fix:');
  });

  it('passes a module that loads through untouched', async () => {
    const module = await loadModules(() => import('../../templates/lib/route-types.ts'), root);
    expect(module.routeUrl('contact')).toBe('/contact/');
  });
});
