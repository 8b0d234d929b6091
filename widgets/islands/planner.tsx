import { useMemo } from 'react';
import { bestPair, pairSummary, plannerSummary, rankPackages, uncovered, unpackPackages, type PackedPackage } from '../coverage.ts';
import { plannerMessage, type MessageWords } from '../planner/message.ts';
import { useTargets } from '../planner/targets.ts';
import { PlannerOdds, PlannerResults, PlannerSearch, PlannerSend, PlannerTargets, type OddsWords } from '../planner/view.tsx';

export interface PlannerProps {
  /** The packages, each's odds packed one letter per species of `order` (widgets/coverage.ts). */
  packages: PackedPackage[];
  /** Species ids in the order of the packed odds. */
  order: string[];
  /** Each likelihood as shown beside a target. */
  odds: OddsWords;
  /** The WhatsApp and e-mail message's sentences and subject (content/species-pages.ts). */
  message: MessageWords;
  /** https://wa.me/<digits> */
  whatsapp: string;
  email: string;
}

/**
 * The target planner: pick species (the list's buttons, or by typing), see every package whose sites
 * hold them ranked by how likely it is to find them, and the best pair when no single package looks
 * for them all; ask about the best package, or the pair, by WhatsApp or e-mail. The selection lives in the
 * URL (?targets=a,b) and localStorage. Its controls and the list's pick buttons show only where
 * scripts run (styles/pages/species.scss); elsewhere the page's notice says the planner needs JavaScript.
 */
export default function Planner({ packages: packed, order, odds, message, whatsapp, email }: PlannerProps) {
  const { names, targets, ignored, said, name, add, toggle } = useTargets();
  const packages = useMemo(() => unpackPackages(packed, order), [packed, order]);
  const ranked = useMemo(() => rankPackages(packages, targets), [packages, targets]);
  const pair = useMemo(() => bestPair(packages, targets), [packages, targets]);
  const missing = uncovered(packages, targets);
  const best = ranked[0];
  const single = best && plannerMessage(message, [best.pkg], best.targets, name);
  const both = pair && plannerMessage(message, pair.pair, pair.targets, name);
  return (
    <div className="planner-ui" data-count={targets.length}>
      <PlannerSearch names={names} targets={targets} name={name} add={add} />
      {ignored.length > 0 && <p className="planner-ignored">The link named species we do not know, so they were left out: {ignored.join(', ')}.</p>}
      <p className="planner-status" role="status" aria-live="polite">
        {said} {plannerSummary(targets.length, best)}
        {pair && ` ${pairSummary(targets.length, pair)}`}
      </p>
      {targets.length > 0 && (
        <>
          <PlannerTargets targets={targets} name={name} remove={toggle} />
          {missing.length > 0 && (
            <p className="planner-missing">
              No package looks for {missing.map(name).join(', ')}: ask us about {missing.length > 1 ? 'them' : 'it'}.
            </p>
          )}
          {best && single && <PlannerSend asked={best.pkg.label} text={single.text} subject={single.subject} whatsapp={whatsapp} email={email} />}
          {pair && both && (
            <div className="planner-pair">
              <h3>Two packages together</h3>
              <p>
                Together, <a href={pair.pair[0].href}>{pair.pair[0].label}</a> and <a href={pair.pair[1].href}>{pair.pair[1].label}</a>:
              </p>
              <PlannerOdds targets={pair.targets} name={name} words={odds} absent="not at their sites" />
              <PlannerSend asked="both packages" text={both.text} subject={both.subject} whatsapp={whatsapp} email={email} />
            </div>
          )}
          <PlannerResults ranked={ranked} targets={targets.length} name={name} words={odds} />
        </>
      )}
    </div>
  );
}
