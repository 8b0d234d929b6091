/** A build failure a person can act on: which input, what was expected, what was found. */
export class BuildError extends Error {
  constructor(
    message: string,
    readonly details: { file?: string; line?: number; alsoAt?: readonly string[]; field?: string; expected?: string; found?: string; hint?: string } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'BuildError';
  }
}

/** Formats a BuildError as one line per fact, in the order a reader fixes things. */
export function formatBuildError(error: unknown): string {
  if (!(error instanceof BuildError)) {
    return error instanceof Error ? (error.stack ?? error.message) : String(error);
  }
  const { file, line, alsoAt = [], field, expected, found, hint } = error.details;
  const lines = [`Build failed: ${error.message}`];
  // file:line, as editors and terminals open it; a value written in several places names each.
  if (file) lines.push(`  file:     ${[line ? `${file}:${line}` : file, ...alsoAt].join(', ')}`);
  if (field) lines.push(`  field:    ${field}`);
  if (expected) lines.push(`  expected: ${expected}`);
  if (found !== undefined) lines.push(`  found:    ${found}`);
  if (hint) lines.push(`  fix:      ${hint}`);
  return lines.join('\n');
}
