// A failed dev build as the facts the browser overlay and the terminal show.
import { relative } from 'node:path';
import { escapeMarkup } from '../../model/escape.ts';
import { BuildError, formatBuildError } from '../lib/build-error.ts';

export interface Failure {
  message: string;
  file?: string;
  line?: number;
  field?: string;
  expected?: string;
  found?: string;
  fix?: string;
  /** The same facts as the terminal prints them. */
  text: string;
}

/**
 * The facts of an error: a BuildError's details, else the first project file and line named in its
 * message (a syntax error) or its stack (a throw while a template rendered).
 */
export function describeFailure(error: unknown, root: string): Failure {
  if (error instanceof BuildError) {
    const { file, line, field, expected, found, hint } = error.details;
    const [path, at] = file?.match(/^(.*?):(\d+)$/)?.slice(1) ?? [file, undefined];
    return {
      message: error.message,
      file: path && shown(path, root),
      line: line ?? (at ? Number(at) : undefined),
      field,
      expected,
      found,
      fix: hint,
      text: formatBuildError(error),
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const place = [message, stack]
    .flatMap((text) => [...text.matchAll(/(?:file:\/\/)?(\/[^\s():"'?]+\.(?:[cm]?[jt]sx?|scss|md)):(\d+)/g)])
    .find((m) => m[1]!.startsWith(root) && !m[1]!.includes('/node_modules/'));
  const file = place ? shown(place[1]!, root) : undefined;
  const line = place ? Number(place[2]) : undefined;
  const fix = 'correct the code at that line; the page reloads when the build succeeds';
  const text = [
    `Build failed: ${message.split('\n')[0]}`,
    ...(file ? [`  file:     ${file}${line ? `:${line}` : ''}`] : []),
    `  found:    ${message}`,
    `  fix:      ${fix}`,
  ].join('\n');
  return { message: message.split('\n')[0]!, file, line, found: message, fix, text };
}

function shown(path: string, root: string): string {
  return path.startsWith('/') ? relative(root, path) : path;
}

/** The box the browser shows over the last good page when a build failed: the message and the fields the error names. */
export function failureMarkup(failure: Failure): string {
  const rows: [string, unknown][] = [
    ['file', failure.file && (failure.line ? `${failure.file}:${failure.line}` : failure.file)],
    ['field', failure.field],
    ['expected', failure.expected],
    ['found', failure.found],
    ['fix', failure.fix],
  ];
  const fields = rows
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `<dt style="color:#9e9e9e">${name}</dt><dd style="margin:0">${escapeMarkup(String(value))}</dd>`);
  return [
    '<dev-build-error role="alert" style="position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgb(20 20 20 / .9);color:#fff;font:15px/1.5 ui-monospace,monospace;padding:2rem">',
    `<h2 style="color:#ff8a80;font-size:1.2rem;margin:0 0 1rem">Build failed: ${escapeMarkup(failure.message)}</h2>`,
    `<dl style="display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem;margin:0;white-space:pre-wrap">${fields.join('')}</dl>`,
    '<p style="color:#9e9e9e">This is the last good page. Save a fix and it reloads.</p></dev-build-error>',
  ].join('');
}
