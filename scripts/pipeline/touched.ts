// What an edit touched, for the build fed with file-change events (./incremental.ts): which
// folders. A pure function over paths.
import { resolve, sep } from 'node:path';

/** Whether `file` lies inside `folder`. */
const under = (folder: string, file: string) => file.startsWith(folder + sep);

/** What an edit touched, by folder. */
export interface Touched {
  /** Build code (scripts/, but not the dev server's own scripts/dev/): everything builds again. */
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
