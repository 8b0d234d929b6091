import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from '../../scripts/serve.ts';

const root = resolve(import.meta.dirname, '../..');

/** Serves dist/ (built by `npm test` before vitest starts) on 127.0.0.1 for the browser suites. */
export default async function setup(project: TestProject) {
  const dir = resolve(root, 'dist');
  if (!existsSync(resolve(dir, 'index.html'))) {
    throw new Error('dist/ is missing: run `npm run build` first (npm test does it for you).');
  }
  const { url, close } = await startStaticServer({ dir });
  project.provide('siteUrl', url);
  return close;
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
  }
}
