// What an edit changed, for the dev engine: which folders it touched, which content fields differ,
// and whether a page read any of them. Pure functions over paths and values.
import { resolve, sep } from 'node:path';
import { valueJson } from '../lib/same-value.ts';

/** Whether `file` lies inside `folder`. */
const under = (folder: string, file: string) => file.startsWith(folder + sep);

/** What an edit touched, by folder. */
export interface Touched {
  /** Build code (scripts/, but not the dev server's own): everything builds again. */
  buildCode: boolean;
  photos: boolean;
  content: boolean;
  templates: boolean;
  styles: boolean;
  widgets: boolean;
  static: boolean;
}

/** The folders `edited` (and the modules it reaches, `stale`) touched. */
export function touched(options: { root: string; contentDir: string }, edited: readonly string[], stale: Iterable<string>): Touched {
  const folder = (name: string) => resolve(options.root, name);
  const content = resolve(options.contentDir);
  // Content is data (YAML and Markdown): an edit of any file under content/ but photos/ reads the content again.
  const contentEdited = edited.some((file) => under(content, file) && !under(resolve(content, 'photos'), file));
  const edits = (name: string) => edited.some((file) => under(folder(name), file));
  return {
    buildCode: edited.some((file) => under(folder('scripts'), file) && !under(folder('scripts/dev'), file)),
    photos: edited.some((file) => under(resolve(content, 'photos'), file)),
    content: contentEdited,
    templates: [...stale].some((file) => under(folder('templates'), file)),
    styles: edits('styles'),
    widgets: edits('widgets'),
    static: edits('static'),
  };
}

/** `section` and `section.field` for every field whose value differs between two contents. */
export function changedFields(before: object, after: object, sectionKeys: Iterable<string>): Set<string> {
  const changed = new Set<string>();
  const json = valueJson;
  for (const key of sectionKeys) {
    const a = (before as Record<string, unknown>)[key];
    const b = (after as Record<string, unknown>)[key];
    if (a === b || json(a) === json(b)) continue;
    changed.add(key);
    if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
      for (const field of new Set([...Object.keys(a), ...Object.keys(b)]))
        if (json((a as Record<string, unknown>)[field]) !== json((b as Record<string, unknown>)[field])) changed.add(`${key}.${field}`);
    } else changed.add(`${key}.*`);
  }
  return changed;
}

/** Whether a page that read `reads` reads something in `changed`: a changed field it read, or a changed section it read without naming a field. */
export function readsChanged(reads: Set<string>, changed: Set<string>): boolean {
  for (const key of changed) {
    if (!key.includes('.')) {
      // A section read only as a whole (no field named) counts as reading all of it.
      if (reads.has(key) && ![...reads].some((r) => r.startsWith(`${key}.`))) return true;
    } else if (reads.has(key) || (key.endsWith('.*') && reads.has(key.slice(0, -2)))) return true;
  }
  return false;
}
