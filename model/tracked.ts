// Content that records what a render reads: the dev server's dependency record of which pages an
// edit reaches is made of these reads.

/**
 * Content whose reads are recorded in `into`: each section read (`home`) and each of its fields
 * (`home.hero`), so an edit that changes one field renders again only the pages that read it.
 */
export function tracked<T extends object>(content: T, into: Set<string>): T {
  // One recording copy of each section, and each read recorded once: a render reads the same
  // fields thousands of times (the species catalogue is made through it).
  const sections = new WeakMap<object, object>();
  return new Proxy(content, {
    get(target, key, receiver) {
      if (key === RAW) return rawOf(target);
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof key !== 'string') return value;
      into.add(key);
      // A Map or Set (the species collection) is read whole: its methods need the real receiver.
      if (!value || typeof value !== 'object' || Array.isArray(value) || value instanceof Map || value instanceof Set) return value;
      let section = sections.get(value);
      if (!section) {
        const read = new Set<string>();
        section = new Proxy(value, {
          get(inner, field, receiver) {
            if (typeof field === 'string' && !read.has(field)) {
              read.add(field);
              into.add(`${key}.${field}`);
            }
            return Reflect.get(inner, field, receiver) as unknown;
          },
        });
        sections.set(value, section);
      }
      return section;
    },
  });
}

const RAW = Symbol('raw content');

/** The content a tracked content records reads of (itself when it records none). */
export function rawOf<T extends object>(content: T): T {
  return ((content as { [RAW]?: T })[RAW] ?? content) as T;
}
