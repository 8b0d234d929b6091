import { useMemo } from 'react';
import { plannerSummary, rankPackages, uncovered, type CoveragePackage } from '../coverage.ts';
import { useTargets } from '../planner/targets.ts';
import { PlannerResults, PlannerSearch, PlannerSend, PlannerTargets } from '../planner/view.tsx';

export interface PlannerProps {
  packages: CoveragePackage[];
  /** The WhatsApp and e-mail text: `{package}` and `{targets}`. */
  message: string;
  /** The e-mail subject: `{package}`. */
  subject: string;
  /** https://wa.me/<digits> */
  whatsapp: string;
  email: string;
}

/**
 * The target planner: pick species (the list's buttons, or by typing), see every package ranked by
 * how many it covers, send the best one by WhatsApp or e-mail. The selection lives in the URL
 * (?targets=a,b) and localStorage. Its controls and the list's pick buttons show only where scripts run
 * (styles/pages/species.scss); elsewhere the page's notice says the planner needs JavaScript.
 */
export default function Planner({ packages, message, subject, whatsapp, email }: PlannerProps) {
  const { names, targets, ignored, said, name, add, toggle } = useTargets();
  const ranked = useMemo(() => rankPackages(packages, targets), [packages, targets]);
  const missing = uncovered(packages, targets);
  const best = ranked[0]?.covered.length ? ranked[0] : undefined;
  return (
    <div className="planner-ui" data-count={targets.length}>
      <PlannerSearch names={names} targets={targets} name={name} add={add} />
      {ignored.length > 0 && <p className="planner-ignored">The link named species we do not know, so they were left out: {ignored.join(', ')}.</p>}
      <p className="planner-status" role="status" aria-live="polite">
        {said} {plannerSummary(targets.length, best)}
      </p>
      {targets.length > 0 && (
        <>
          <PlannerTargets targets={targets} name={name} remove={toggle} />
          {missing.length > 0 && <p className="planner-missing">No package looks for {missing.map(name).join(', ')}: ask us about {missing.length > 1 ? 'them' : 'it'}.</p>}
          {best && <PlannerSend best={best} name={name} message={message} subject={subject} whatsapp={whatsapp} email={email} />}
          <PlannerResults ranked={ranked} targets={targets.length} name={name} />
        </>
      )}
    </div>
  );
}
