import { useEffect, useMemo, useState } from 'react';
import { fill, type MessageWords } from '../planner/message.ts';
import type { PackedPackage } from '../coverage.ts';
import { onUse } from '../lib/on-use.ts';
import type { PlannerWords } from '../planner/summary.ts';
import { useMonth, type MonthWords } from '../planner/month.ts';
import { useTargets } from '../planner/targets.ts';
import { PlannerMonth, PlannerOdds, PlannerResults, PlannerSearch, PlannerSend, PlannerTargets, type OddsWords } from '../planner/view.tsx';

type Ranking = typeof import('../on-use/planner.ts');

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
 * targets in localStorage. The ranking (../on-use/planner.ts) is fetched with the first target, so
 * the page's budget holds until the planner is used. Its controls and the list's pick buttons show only where scripts run
 * (styles/pages/species.scss); elsewhere the page's notice says the planner needs JavaScript.
 */
export default function Planner({ packages, odds, ui: w, month: monthWords, message, whatsapp, email }: PlannerProps) {
  const { names, targets, ignored, said, name, add, toggle } = useTargets(w);
  const [month, setMonth] = useMonth(monthWords.keys);
  // The ranking is code of its own, fetched with the first target (or a selection the address or storage brings).
  const [ranking, setRanking] = useState<Ranking>();
  useEffect(() => {
    if (targets.length > 0 && !ranking) void onUse<Ranking>('planner').then(setRanking);
  }, [targets.length > 0]);
  // The odds follow the species list's order, read from its rows once hydrated.
  const order = useMemo(() => (names ? [...names.keys()] : []), [names]);
  const when = month === undefined ? undefined : monthWords.names[month];
  const out = ranking && targets.length > 0 ? ranking.outcome({ packed: packages, order, targets, month, when, name, w, message }) : undefined;
  const plan = out?.plan;
  const three = plan?.packages.length === 3;
  const best = out?.ranked[0];
  return (
    <div className="planner-ui">
      <PlannerSearch w={w} names={names} targets={targets} name={name} add={add} />
      <PlannerMonth words={monthWords} month={month} choose={setMonth} />
      {ignored.length > 0 && <p className="planner-ignored">{fill(w.ignored, { ids: ignored.join(', ') })}</p>}
      <p className="planner-status" role="status" aria-live="polite">
        {said} {targets.length === 0 ? w.noTargets : out?.verdict}
      </p>
      {targets.length > 0 && (
        <>
          <PlannerTargets w={w} targets={targets} name={name} remove={toggle} />
          {out && out.missing.length > 0 && (
            <p className="planner-missing">{fill(w.missing, { missing: out.missing.map(name).join(', '), them: out.missing.length > 1 ? 'them' : 'it' })}</p>
          )}
          {best && out.single && (
            <PlannerSend w={w} asked={best.packages[0]!.label} text={out.single.text} subject={out.single.subject} whatsapp={whatsapp} email={email} />
          )}
          {plan && out.together && (
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
              <PlannerSend
                w={w}
                asked={three ? w.askThree : w.askTwo}
                text={out.together.text}
                subject={out.together.subject}
                whatsapp={whatsapp}
                email={email}
              />
            </div>
          )}
          {out && <PlannerResults w={w} ranked={out.ranked} targets={targets.length} name={name} words={odds} />}
        </>
      )}
    </div>
  );
}
