import { bestPlan, inMonth, rankPackages, uncovered, unpackPackages, type Coverage, type PackedPackage } from '../coverage.ts';
import { plannerMessage, type MessageWords } from '../planner/message.ts';
import { planSummary, plannerSummary, type PlannerWords } from '../planner/summary.ts';

// The planner's arithmetic, loaded on use: the island (widgets/islands/planner.tsx) fetches it
// with the first target, so a visitor who never picks one never downloads the ranking. It
// returns data; the island draws it.

export interface OutcomeInput {
  packed: readonly PackedPackage[];
  /** The species list's ids, in its order (the packed odds follow it). */
  order: readonly string[];
  targets: readonly string[];
  /** 0 January … 11 December; undefined: any month. */
  month: number | undefined;
  /** The chosen month's name, for the message. */
  when: string | undefined;
  name: (id: string) => string;
  w: PlannerWords;
  message: MessageWords;
}

/** What the planner shows for the targets in the month. */
export interface Outcome {
  ranked: Coverage[];
  /** Two or three packages together, when no single one looks for them all. */
  plan?: Coverage;
  /** Targets no package's sites hold. */
  missing: string[];
  /** The status line's verdict. */
  verdict: string;
  /** The message asking about the best package, and the one asking about the plan. */
  single?: { text: string; subject: string };
  together?: { text: string; subject: string };
}

let unpacked: { packed: readonly PackedPackage[]; order: readonly string[]; packages: ReturnType<typeof unpackPackages> } | undefined;

/** The ranking, the plan, the verdict and the messages for the targets in the month. */
export function outcome({ packed, order, targets, month, when, name, w, message }: OutcomeInput): Outcome {
  if (unpacked?.packed !== packed || unpacked.order !== order) unpacked = { packed, order, packages: unpackPackages(packed, order) };
  const packages = unpacked.packages.map((p) => inMonth(p, month));
  const ranked = rankPackages(packages, targets);
  const plan = bestPlan(packages, targets);
  const best = ranked[0];
  const short = targets.length > 1 && (plan ?? best)?.found !== targets.length;
  const verdict = [plannerSummary(w, targets.length, best, name), plan && planSummary(w, targets.length, plan), short && w.noCombination]
    .filter(Boolean)
    .join(' ');
  const ask = (c: Coverage) =>
    plannerMessage(
      message,
      c.packages.map((p) => p.named!),
      c.targets,
      name,
      when,
    );
  return { ranked, plan, missing: uncovered(packages, targets), verdict, single: best && ask(best), together: plan && ask(plan) };
}
