import { useMemo } from 'react';
import { bestPlan, inMonth, rankPackages, uncovered, unpackPackages, type PackedPackage } from '../coverage.ts';
import { fill } from '../planner/message.ts';
import { planSummary, plannerSummary, type PlannerWords } from '../planner/summary.ts';
import { plannerMessage, type MessageWords } from '../planner/message.ts';
import { useMonth, type MonthWords } from '../planner/month.ts';
import { useTargets } from '../planner/targets.ts';
import { PlannerMonth, PlannerOdds, PlannerResults, PlannerSearch, PlannerSend, PlannerTargets, type OddsWords } from '../planner/view.tsx';

export interface PlannerProps {
  /** The packages, each's odds packed one letter per species of the list, in its order (widgets/coverage.ts). */
  packages: PackedPackage[];
  /** Each likelihood as shown beside a target. */
  odds: OddsWords;
  /** The planner's own words: labels, the status line's sentences (content/species-pages.yaml). */
  ui: PlannerWords;
  /** The month control's words, and the months' keys in the address (`jan feb …`). */
  month: MonthWords;
  /** The WhatsApp and e-mail message's sentences and subject (content/species-pages.yaml). */
  message: MessageWords;
  /** https://wa.me/<digits> */
  whatsapp: string;
  email: string;
}

/**
 * The target planner: pick species (the list's buttons, or by typing) and a month, see every package
 * whose open sites hold them ranked by how likely it is to find them that month, and the fewest
 * packages, up to three, when no single package looks for them all; ask about the best package, or
 * the plan, by WhatsApp or e-mail. The selection lives in the URL (?targets=a,b&month=jul) and the
 * targets in localStorage. Its controls and the list's pick buttons show only where scripts run
 * (styles/pages/species.scss); elsewhere the page's notice says the planner needs JavaScript.
 */
export default function Planner({ packages: packed, odds, ui: w, month: monthWords, message, whatsapp, email }: PlannerProps) {
  const { names, targets, ignored, said, name, add, toggle } = useTargets(w);
  const [month, setMonth] = useMonth(monthWords.keys);
  // The odds follow the species list's order, read from its rows once hydrated (none before).
  const all = useMemo(() => unpackPackages(packed, names ? [...names.keys()] : []), [packed, names]);
  const packages = useMemo(() => all.map((p) => inMonth(p, month)), [all, month]);
  const ranked = useMemo(() => rankPackages(packages, targets), [packages, targets]);
  const plan = useMemo(() => bestPlan(packages, targets), [packages, targets]);
  const missing = uncovered(packages, targets);
  const best = ranked[0];
  const when = month === undefined ? undefined : monthWords.names[month];
  const single =
    best &&
    plannerMessage(
      message,
      best.packages.map((p) => p.named!),
      best.targets,
      name,
      when,
    );
  const together =
    plan &&
    plannerMessage(
      message,
      plan.packages.map((p) => p.named!),
      plan.targets,
      name,
      when,
    );
  const three = plan?.packages.length === 3;
  const short = targets.length > 1 && (plan ?? best)?.found !== targets.length;
  return (
    <div className="planner-ui">
      <PlannerSearch w={w} names={names} targets={targets} name={name} add={add} />
      <PlannerMonth words={monthWords} month={month} choose={setMonth} />
      {ignored.length > 0 && <p className="planner-ignored">{fill(w.ignored, { ids: ignored.join(', ') })}</p>}
      <p className="planner-status" role="status" aria-live="polite">
        {said} {plannerSummary(w, targets.length, best, name)}
        {plan && ` ${planSummary(w, targets.length, plan)}`}
        {short && ` ${w.noCombination}`}
      </p>
      {targets.length > 0 && (
        <>
          <PlannerTargets w={w} targets={targets} name={name} remove={toggle} />
          {missing.length > 0 && (
            <p className="planner-missing">{fill(w.missing, { missing: missing.map(name).join(', '), them: missing.length > 1 ? 'them' : 'it' })}</p>
          )}
          {best && single && (
            <PlannerSend w={w} asked={best.packages[0]!.label} text={single.text} subject={single.subject} whatsapp={whatsapp} email={email} />
          )}
          {plan && together && (
            <div className="planner-pair">
              <h3>{three ? w.three : w.two}</h3>
              <p>
                {w.together}{' '}
                {plan.packages.map((p, i) => (
                  <span key={p.key}>
                    {i > 0 && (i === plan.packages.length - 1 ? ' and ' : ', ')}
                    <a href={p.href}>{p.label}</a>
                  </span>
                ))}
                :
              </p>
              <PlannerOdds w={w} targets={plan.targets} name={name} words={odds} absent={w.absentPlan} />
              <PlannerSend w={w} asked={three ? w.askThree : w.askTwo} text={together.text} subject={together.subject} whatsapp={whatsapp} email={email} />
            </div>
          )}
          <PlannerResults w={w} ranked={ranked} targets={targets.length} name={name} words={odds} />
        </>
      )}
    </div>
  );
}
