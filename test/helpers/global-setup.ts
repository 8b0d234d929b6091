import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { BLANK_PATH, CHROMIUM_ARGS, TEST_CHROMIUM } from './chromium.ts';
import { suiteSite } from './load-fixture.ts';

/** Answers BLANK_PATH with an empty page; every other request is the site's. */
function blankPage(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.url !== BLANK_PATH) return false;
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'max-age=3600' }).end('<!DOCTYPE html><title>blank</title>');
  return true;
}

/**
 * Serves dist/ (built by `npm test` before vitest starts) on 127.0.0.1 and starts the one Chromium
 * every browser file connects to, so the run pays for a browser start once.
 */
export default async function setup(project: TestProject) {
  const site = suiteSite();
  if (!existsSync(TEST_CHROMIUM)) {
    throw new Error(`Chromium not found at ${TEST_CHROMIUM}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`);
  }
  const [{ url, close }, server] = await Promise.all([
    site.preview({ intercept: blankPage }),
    chromium.launchServer({ executablePath: TEST_CHROMIUM, headless: true, args: CHROMIUM_ARGS }),
  ]);
  project.provide('siteUrl', url);
  project.provide('browserWSEndpoint', server.wsEndpoint());
  return async () => {
    await server.close();
    await close();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    browserWSEndpoint: string;
  }
}
