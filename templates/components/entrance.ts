import type { CSSProperties } from 'react';
import { ENTRANCE_DELAYS_MS } from '../../widgets/timings.ts';

type Indices<T extends readonly unknown[]> = Exclude<Partial<T>['length'], T['length']>;

/** A step of the page's entrance sequence: an index into ENTRANCE_DELAYS_MS (0 = 100 ms … 6 = 230 ms). */
export type EntranceStep = Indices<typeof ENTRANCE_DELAYS_MS>;

/** Inline style carrying the entrance delay of a step, read by the `.enter` animation. */
export function entranceStyle(step: EntranceStep): CSSProperties {
  return { '--enter-delay': `${ENTRANCE_DELAYS_MS[step]}ms` } as CSSProperties;
}
