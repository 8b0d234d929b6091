import { errorCatalogue, type ErrorCode, type ErrorEntry } from './error-catalogue.ts';

export type { ErrorCode } from './error-catalogue.ts';

/**
 * A build failure a person can act on: its catalogue name (scripts/lib/error-catalogue.ts), which
 * input, what was expected, what was found.
 */
export class BuildError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: {
      file?: string;
      line?: number;
      column?: number;
      alsoAt?: readonly string[];
      field?: string;
      expected?: string;
      found?: string;
      hint?: string;
    } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'BuildError';
  }

  /** The catalogue's title and hint for this kind of failure. */
  get entry(): ErrorEntry {
    return errorCatalogue[this.code];
  }
}

/**
 * Loads modules whose top level runs when imported (the route table and every template): a throw
 * there, such as a call that reads a binding before its module has set it, becomes a BuildError
 * naming the first project file in the stack, instead of a raw stack trace.
 */
export async function loadModules<T>(load: () => Promise<T>, root: string): Promise<T> {
  try {
    return await load();
  } catch (cause) {
    if (cause instanceof BuildError) throw cause;
    const message = cause instanceof Error ? cause.message : String(cause);
    const stack = cause instanceof Error ? (cause.stack ?? '') : '';
    const prefix = `${root.replace(/\/+$/, '')}/`;
    const frame = stack
      .split('\n')
      .map((line) => /(?:file:\/\/)?(\/[^\s():]+\.[cm]?[jt]sx?):(\d+)(?::\d+)?/.exec(line))
      .find((m) => m && m[1]!.startsWith(prefix) && !m[1]!.includes('/node_modules/') && !m[1]!.startsWith(`${prefix}scripts/`));
    throw new BuildError(
      'ModuleLoadFailed',
      `a module failed while it was loaded: ${message}`,
      {
        file: frame ? `${frame[1]!.slice(prefix.length)}:${frame[2]}` : undefined,
        expected: 'a module whose top level only declares (components, constants); work that reads other modules runs inside a function',
        found: message,
        hint: 'move the call at that line into the function that needs its result',
      },
      { cause },
    );
  }
}

/** Formats a BuildError as one line per fact, in the order a reader fixes things. */
export function formatBuildError(error: unknown): string {
  if (!(error instanceof BuildError)) {
    return error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
  const { file, line, column, alsoAt = [], field, expected, found, hint } = error.details;
  const lines = [`Build failed: ${error.message}`];
  // file:line:column, as editors and terminals open it; a value written in several places names each.
  if (file) lines.push(`  file:     ${[line ? `${file}:${line}${column ? `:${column}` : ''}` : file, ...alsoAt].join(', ')}`);
  if (field) lines.push(`  field:    ${field}`);
  if (expected) lines.push(`  expected: ${expected}`);
  if (found !== undefined) lines.push(`  found:    ${found}`);
  lines.push(`  fix:      ${hint ?? error.entry.hint}`);
  lines.push(`  error:    ${error.code} (${error.entry.title}; docs/developer-guide.md "Build errors")`);
  return lines.join('\n');
}
