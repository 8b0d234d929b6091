// Content that records what a render reads: the dev server's dependency record of which pages an
// edit reaches is made of these reads.

/**
 * Content whose reads are recorded in `into`: each section read (`home`) and each of its fields
 * (`home.hero`), so an edit that changes one field renders again only the pages that read it.
 */
export function tracked<T extends object>(content: T, into: Set<string>): T {
  return new Proxy(content, {
    get(target, key, receiver) {
      if (key === RAW) return rawOf(target);
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof key !== 'string') return value;
      into.add(key);
      // A Map or Set (the species collection) is read whole: its methods need the real receiver.
      if (!value || typeof value !== 'object' || Array.isArray(value) || value instanceof Map || value instanceof Set) return value;
      return new Proxy(value, {
        get(section, field, inner) {
          if (typeof field === 'string') into.add(`${key}.${field}`);
          return Reflect.get(section, field, inner) as unknown;
        },
      });
    },
  });
}

const RAW = Symbol('raw content');

/** The content a tracked content records reads of (itself when it records none). */
export function rawOf<T extends object>(content: T): T {
  return ((content as { [RAW]?: T })[RAW] ?? content) as T;
}
