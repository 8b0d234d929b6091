// The browser editor for the live site: a folder of its own (`npm run build:editor`, dist-editor/
// by default) that the owner publishes as a second small site, for example at
// edit.westjavabirding.example. It holds Decap CMS, its configuration for the GitHub backend and a
// `_headers` file with the editor's own Content-Security-Policy. Published apart, it changes
// nothing of the site: no page links to it, and the site's own headers stay as strict as they are.
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { formatHeadersFile } from '../write/headers.ts';
import { adminConfig, adminPage, decapBundle } from './admin.ts';

export interface LiveEditorOptions {
  /** owner/name of the GitHub repository the editor commits to. */
  repo: string;
  /** The branch the host builds the site from. */
  branch: string;
  /** The OAuth provider that signs editors in to GitHub; Decap's default is Netlify's (https://api.netlify.com). */
  authUrl?: string;
  /** The site's name, for the editor's page title. */
  title: string;
  /** The live site's address, linked from the editor. */
  siteUrl: string;
}

/** Where the editor may connect and what it may run: GitHub's API, its pictures, the sign-in provider. */
export function editorPolicy(authUrl = 'https://api.netlify.com'): string {
  const origin = new URL(authUrl).origin;
  return [
    "default-src 'self'",
    // Decap compiles parts of its forms at run time and sets styles from script.
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    `connect-src 'self' https://api.github.com ${origin}`,
    "font-src 'self' data:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The editor's headers: its own policy, never indexed, never cached stale. */
export function editorHeaders(authUrl?: string): Record<string, string> {
  return {
    'Content-Security-Policy': editorPolicy(authUrl),
    'X-Robots-Tag': 'noindex',
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** A repository as GitHub names it: owner/name. */
const REPO = /^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/;

/** Writes the editor into `dir` (emptied first): index.html, config.yml, Decap's scripts and _headers. */
export async function writeLiveEditor(dir: string, options: LiveEditorOptions): Promise<string[]> {
  if (!REPO.test(options.repo))
    throw new Error(`build:editor: --repo must be the GitHub repository as owner/name (for example westjavabirding/site) — found "${options.repo}"`);
  if (options.authUrl !== undefined && !/^https:\/\//.test(options.authUrl))
    throw new Error(`build:editor: --auth must be the https address of the sign-in provider — found "${options.authUrl}"`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  // Decap's main script and the parts it loads on demand, which sit beside it under the same suffix.
  const bundle = decapBundle();
  const parts = (await readdir(dirname(bundle))).filter((name) => name.endsWith('decap-cms.js'));
  await Promise.all(parts.map((name) => copyFile(join(dirname(bundle), name), join(dir, name))));
  const files: Record<string, string> = {
    'index.html': adminPage(options.title),
    'config.yml': adminConfig({
      repo: options.repo,
      branch: options.branch,
      siteUrl: options.siteUrl,
      ...(options.authUrl ? { baseUrl: options.authUrl } : {}),
    }),
    _headers: formatHeadersFile([{ path: '/*', headers: editorHeaders(options.authUrl) }]),
  };
  await Promise.all(Object.entries(files).map(([name, text]) => writeFile(join(dir, name), text)));
  return [...Object.keys(files), ...parts].sort();
}
