// The one scheduler of the build's steps (./steps.ts). Each step declares what it reads: `inputs`, a
// value made of the records and content it reads (a record by the run that made it, see `made`),
// and `reads`, the source folders it reads. A store holds what each step made last with those
// inputs; a step whose inputs are the same and whose folders no edit touched since keeps its
// record and does not run. `build()` runs the list with a fresh store on disk (every step runs; the
// work a step keeps for the next build goes under `kept.disk`); the dev server keeps one store in
// memory for as long as the build code stays the same and feeds it the files each save changed
// (Hugo's `Build(events…)`, Fresh's one build with two caches).
import { sep } from 'node:path';
import type { KeptWork } from '../lib/kept.ts';

/** What a step is given besides the options and the records before it. */
export interface Kept<R> {
  /** What the step made the last time it ran on this store (the dev server's later runs), if it ran. */
  last?: R;
  /** Files edited since the step last ran (absolute paths, the modules an edit reaches included); empty in a build. */
  edited: readonly string[];
  /** The work a build keeps for the next build like it (its base path and content), scripts/lib/kept.ts. Undefined in the dev server. */
  disk?: KeptWork;
  /** Where the dev server keeps work between runs, for as long as it runs (esbuild's contexts, parsed stylesheets). Undefined in a build. */
  memory?: Map<string, unknown>;
  /** The inputs the step's last run was made for. */
  before?: unknown;
}

/** What the scheduler needs to know of a step of options `O` and records `Rs` that makes `R`. */
export interface Scheduled<O, Rs, R> {
  /** What the step reads of the records before it and of the content, as a value; without it the step runs every time. */
  inputs?: (options: O, records: Rs, last: R | undefined) => unknown;
  /** Whether the inputs `now` ask for nothing the record made for `before` lacks (default: the same value). */
  covers?: (before: unknown, now: unknown) => boolean;
  /** The folders (absolute) whose files the step reads: an edit under one runs it again. */
  reads?: (options: O) => readonly string[];
}

interface Entry {
  inputs: unknown;
  json: string;
  record: unknown;
  /** How many edits the store had taken when the step ran. */
  edits: number;
}

/** What every step made last, with the inputs it made it from, and the edits taken since. */
export class Store {
  private readonly entries = new Map<string, Entry>();
  private readonly edits: string[] = [];

  /** `disk` for a build (work kept between builds), `memory` for the dev server (work kept while it runs). */
  constructor(readonly where: Pick<Kept<unknown>, 'disk' | 'memory'>) {}

  /** Takes the files a save changed (the dev server's file events). */
  changed(files: Iterable<string>): void {
    this.edits.push(...files);
  }

  /** What `name` made last, if it ran on this store. */
  last(name: string): unknown {
    return this.entries.get(name)?.record;
  }

  /** The inputs `name` last ran for. */
  inputsOf(name: string): unknown {
    return this.entries.get(name)?.inputs;
  }

  /** Files edited since `name` last ran. */
  editedSince(name: string): readonly string[] {
    return this.edits.slice(this.entries.get(name)?.edits ?? 0);
  }

  /** Whether `name` may keep its record for `inputs`: it ran, with inputs it covers, and no edit since touched a folder it reads. */
  fresh(name: string, step: Pick<Scheduled<never, never, never>, 'inputs' | 'covers'>, inputs: unknown, folders: readonly string[]): boolean {
    const entry = this.entries.get(name);
    if (!entry || step.inputs === undefined) return false;
    const edited = this.editedSince(name);
    if (folders.some((folder) => edited.some((file) => file.startsWith(folder + sep)))) return false;
    return step.covers ? step.covers(entry.inputs, inputs) : entry.json === JSON.stringify(inputs);
  }

  keep(name: string, inputs: unknown, record: unknown): void {
    this.entries.set(name, { inputs, json: JSON.stringify(inputs) ?? '', record, edits: this.edits.length });
  }

  /** Keeps `record` as `name`'s without the step running (the dev server's page drafts, gathered apart). */
  put(name: string, record: unknown): void {
    const entry = this.entries.get(name);
    this.entries.set(name, { inputs: entry?.inputs, json: entry?.json ?? '', record, edits: this.edits.length });
  }
}

/** A number for each object a record holds, the same for as long as the object lives: a record in a key stands for the run that made it. */
export function made(value: object | undefined): number | undefined {
  if (value === undefined) return undefined;
  let id = runs.get(value);
  if (id === undefined) runs.set(value, (id = ++lastRun));
  return id;
}
const runs = new WeakMap<object, number>();
let lastRun = 0;

/**
 * Runs `step` on `store` unless its record there is fresh; puts the record into `records`. Returns
 * whether it ran.
 */
export async function schedule<O, Rs extends object, K extends keyof Rs & string>(
  name: K,
  step: Scheduled<O, Rs, Rs[K]> & { run: (options: O, records: Rs, kept: Kept<Rs[K]>) => Promise<Rs[K]> | Rs[K] },
  options: O,
  records: Rs,
  store: Store,
): Promise<boolean> {
  const last = store.last(name) as Rs[K] | undefined;
  const inputs = step.inputs?.(options, records, last);
  if (store.fresh(name, step, inputs, step.reads?.(options) ?? [])) {
    records[name] = last as Rs[K];
    return false;
  }
  const record = await step.run(options, records, { last, edited: store.editedSince(name), ...store.where, before: store.inputsOf(name) });
  records[name] = record;
  // The inputs as they stand after the run: a step that records what it read (the route map) keys its next run by it.
  store.keep(name, step.inputs?.(options, records, record), record);
  return true;
}
