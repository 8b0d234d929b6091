import type { ReactNode } from 'react';

// One constant object: Preact neither touches innerHTML while hydrating nor on a re-render whose
// dangerouslySetInnerHTML is the same object, so the server's markup of the element stays as it is.
const KEEP = { __html: '' };

/**
 * Element content rendered by the server only: pass the node on the server (it becomes children);
 * in the browser it is undefined and the element keeps the server's markup untouched.
 */
export function keep(node: ReactNode | undefined): { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } } {
  return node === undefined ? { dangerouslySetInnerHTML: KEEP } : { children: node };
}

/** Server-only content an island shows without serialising it: icons, rich labels. */
export type Slots = Record<string, ReactNode>;
