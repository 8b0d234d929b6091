// The dev server's edits: file events from the source folders, taken as changes of the build fed
// with them (scripts/pipeline/incremental.ts), one at a time, and the search index made again once
// edits pause.
import { watch } from 'chokidar';
import { resolve } from 'node:path';
import type { DevSite, Outcome } from '../pipeline/incremental.ts';
import { describeFailure } from './report.ts';

/** The folders whose files the build reads, watched for edits. */
const WATCHED = ['content', 'model', 'templates', 'widgets', 'styles', 'static', 'scripts'];

/** Search indexes again this long after the last edit that drew pages again. */
const INDEX_QUIET_MS = 5000;

export interface EditHandlers {
  /** An edit built (`ms`: how long it took): what changed. */
  built(files: readonly string[], outcome: Outcome, ms: string): void;
  /** An edit failed to build. */
  failed(error: unknown): void;
  /** The watcher has read the folders (named in words): edits are taken from here on. */
  ready(watching: string): void;
}

/** Warms `site` up, then takes every save under the watched folders of `root` as a change of it. */
export function takeEdits(root: string, site: DevSite, on: EditHandlers): void {
  /** The build under way, if any: an edit saved meanwhile is taken once it ends. Sass warms up before the first edit rather than on it. */
  let building: Promise<void> | undefined = site
    .warm()
    .catch(() => undefined)
    .finally(() => (building = undefined));

  // Edits arrive as file events; those within a few milliseconds (an editor's write and rename) are
  // one change, and a change saved while one builds is taken right after it.
  const edited = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  async function rebuild() {
    const files = [...edited];
    edited.clear();
    const began = performance.now();
    try {
      const outcome = await site.change(files);
      if (outcome.redrawn) scheduleIndex();
      on.built(files, outcome, (performance.now() - began).toFixed(0));
    } catch (error) {
      // A file saved again while this build ran (an editor that truncates before it writes) is built
      // next: the failure may be of the half-written file, so only a build of the last save reports.
      if (edited.size > 0) console.log(`${files.map((f) => f.slice(root.length + 1)).join(', ')}: failed, but a newer save follows`);
      else on.failed(error);
    }
  }

  // Search indexes again once edits pause: indexing renders every page search shows, too long to
  // hold up the edit that asked for it. Only edits that drew pages again ask (a widget or SCSS edit
  // changes no words), and an edit under way puts it off again; one saved while it indexes goes first.
  let indexTimer: NodeJS.Timeout | undefined;
  let indexing = Promise.resolve();
  function scheduleIndex() {
    clearTimeout(indexTimer);
    indexTimer = setTimeout(() => {
      if (building) return scheduleIndex();
      indexing = indexing
        .then(async () => {
          const began = performance.now();
          // An edit saved meanwhile went first: index once edits pause again.
          if (!(await site.reindex())) return scheduleIndex();
          console.log(`search index updated in ${(performance.now() - began).toFixed(0)} ms`);
        })
        .catch((error: unknown) => console.error(`search index not updated: ${describeFailure(error, root).text}`));
    }, INDEX_QUIET_MS);
  }

  function schedule() {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (building) return void building.then(schedule);
      building = rebuild().finally(() => (building = undefined));
    }, 5);
  }

  // chokidar reports each save once, a file that is rewritten again and again, and the files of a
  // folder that appears (the first trip report's content/blog/). Deletions are reported at once: an
  // editor's atomic save (write a copy, rename it over the file) is a change of the file either way.
  const watcher = watch(
    WATCHED.map((folder) => resolve(root, folder)),
    { ignoreInitial: true, atomic: false },
  );
  for (const event of ['add', 'change', 'unlink', 'unlinkDir'] as const)
    watcher.on(event, (path: string) => {
      edited.add(resolve(path));
      schedule();
    });
  watcher.on('error', (error) => console.error(`watching failed: ${error instanceof Error ? error.message : String(error)}`));
  watcher.on('ready', () => on.ready(WATCHED.map((folder) => `${folder}/`).join(', ')));
}
