// A failed dev build as the facts the browser overlay and the terminal show.
import { relative } from 'node:path';
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
