import { rawOf, tracked } from './tracked.ts';

// Models made from content (the species catalogue, the site model, the offered packages, the
// trips), each made once per content object. The dev server loads the content again after every
// content edit, keeping the sections the edit left as they were (scripts/content/site.yaml): a model
// that reads none of the edited sections is then kept too, instead of being made again (some 50 ms
// for the catalogue). A page drafted with its reads recorded (model/tracked.ts) still records
// every read the model made, as if it had made the model itself.

interface Made<T> {
  /** The sections the model read, each as it was (the object itself). */
  sections: Map<string, unknown>;
  /** What it read: sections, and fields of them (`home.hero`). */
  reads: Set<string>;
  value: T;
}

/** `make` of a content object, made once per content object and kept while the sections it read stay the same objects. */
export function memoOnContent<C extends object, T>(make: (content: C) => T): (content: C) => T {
  const byContent = new WeakMap<object, Made<T>>();
  let last: Made<T> | undefined;
  return (content) => {
    const raw = rawOf(content);
    let made = byContent.get(raw);
    if (!made && last && [...last.sections].every(([key, section]) => (raw as Record<string, unknown>)[key] === section)) made = last;
    if (!made) {
      const reads = new Set<string>();
      const value = make(tracked(raw, reads));
      const sections = new Map([...reads].filter((read) => !read.includes('.')).map((key) => [key, (raw as Record<string, unknown>)[key]]));
      made = { sections, reads, value };
    }
    byContent.set(raw, made);
    last = made;
    // Content whose reads are recorded reads what the model read.
    if (content !== raw) replay(content, made.reads);
    return made.value;
  };
}

/** Reads each of `reads` (`section` or `section.field`) from `content`. */
function replay(content: object, reads: Iterable<string>): void {
  for (const read of reads) {
    const [key, field] = read.split('.') as [string, string | undefined];
    const section = (content as Record<string, unknown>)[key];
    if (field !== undefined && section && typeof section === 'object') void (section as Record<string, unknown>)[field];
  }
}
