import type { Content } from './sections.ts';

/**
 * Rules across sections that a schema cannot state (unique ids, references between files).
 * Each throws a BuildError naming the file; `fileOf` maps a section key to its path.
 */
export type ContentRule = (content: Content, fileOf: (key: keyof Content) => string) => void;

export const contentRules: ContentRule[] = [];
