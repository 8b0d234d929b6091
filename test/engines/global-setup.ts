import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEngineServer } from './server.ts';

/** Serves dist/ for the engine layer (with its error recorder and image block switch); each engine starts its own browser. */
export default async function setup(project: TestProject) {
  const dir = resolve(import.meta.dirname, '../../dist');
  if (!existsSync(resolve(dir, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first (npm test does it for you).');
  const { url, close } = await startEngineServer(dir);
  project.provide('engineSiteUrl', url);
  return close;
}

declare module 'vitest' {
  export interface ProvidedContext {
    engineSiteUrl: string;
  }
}
