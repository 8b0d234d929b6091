import type { SpeciesPages } from '../../model/schema/species-pages.ts';
import { list, type Coverage } from '../coverage.ts';
import { fill } from './message.ts';

// The planner's status line, from the operator's words (content/species-pages.yaml planner.ui): which
// package looks for how many targets, those it finds only with luck or rarely said apart, and the
// plan of two or three packages when no single one looks for them all.

export type PlannerWords = SpeciesPages['planner']['ui'];
type Name = (id: string) => string;

/** "2 of your 3 targets", "your target", "both your targets", "all 3 of your targets". */
function ofYour(found: number, targets: number): string {
  if (found < targets) return `${found} of your ${targets} ${targets === 1 ? 'target' : 'targets'}`;
  return targets === 1 ? 'your target' : targets === 2 ? 'both your targets' : `all ${targets} of your targets`;
}

/** The targets shown apart from those looked for: "with luck: A; rare: B" (empty where there are none). */
export const apart = (w: PlannerWords, c: Coverage, name: Name) =>
  [c.luck.length ? fill(w.withLuck, { names: c.luck.map(name).join(', ') }) : '', c.rare.length ? fill(w.rare, { names: c.rare.map(name).join(', ') }) : '']
    .filter(Boolean)
    .join('; ');

/** The status line's verdict: which package looks for how many of the targets (luck and rare said apart), or that none does. */
export function plannerSummary(w: PlannerWords, targets: number, best: Coverage | undefined, name: Name): string {
  if (targets === 0) return w.noTargets;
  const count = targets === 1 ? 'your target' : 'any of your targets';
  if (!best) return fill(w.none, { count });
  const also = apart(w, best, name);
  const pkg = best.packages[0]!.label;
  if (!best.found) return fill(w.atBest, { count, package: pkg, apart: also });
  return fill(w.looksFor, { package: pkg, count: ofYour(best.found, targets) }) + (also ? ` ${also[0]!.toUpperCase()}${also.slice(1)}.` : '');
}

/** The plan's sentence: "No single package looks for all your targets. Together, A and B look for all 3 of your targets." */
export const planSummary = (w: PlannerWords, targets: number, plan: Coverage) =>
  fill(plan.packages.length > 2 ? w.triple : w.pair, { packages: list(plan.packages.map((p) => p.label)), count: ofYour(plan.found, targets) });
