// What the scaffold commands share: where they write, and how they print what they did or refused.
import { resolve } from 'node:path';
import { ScaffoldRefused, type Scaffolded } from './scaffold.ts';

export const root = resolve(import.meta.dirname, '../..');
/** CONTENT_DIR writes into another folder (a copy); the project's content/ stands in for what it lacks. */
export const where = { root, contentDir: resolve(process.env.CONTENT_DIR ?? resolve(root, 'content')) };

/** The arguments after the command's name, without npm's `--`, and the value of each `--flag value`. */
export function args(): { positional: string[]; flags: Record<string, string> } {
  const list = process.argv.slice(2).filter((arg) => arg !== '--');
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < list.length; i++) {
    const arg = list[i]!;
    if (arg.startsWith('--')) flags[arg.slice(2)] = list[++i] ?? '';
    else positional.push(arg);
  }
  return { positional, flags };
}

/** Runs a scaffold: prints the files written and what to do next, or why it wrote nothing (exit 1). */
export async function run(command: string, usage: string, scaffold: () => Promise<Scaffolded>, enough: boolean): Promise<void> {
  if (!enough) {
    console.error(`${command}: usage: ${usage}`);
    process.exit(1);
  }
  try {
    const { files, next } = await scaffold();
    console.log(`${command}: wrote ${files.join(', ')}`);
    for (const line of next) console.log(`  next: ${line}`);
    console.log('Then: npm run build (or npm run dev to watch the page as you write).');
  } catch (error) {
    if (!(error instanceof ScaffoldRefused)) throw error;
    console.error(`${command}: ${error.message}`);
    process.exit(1);
  }
}
