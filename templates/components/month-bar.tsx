import type { Likelihood, Month } from '../../model/schema/sites.ts';
import { likelihoods, months } from '../../model/schema/sites.ts';
import { monthBarText, monthlyLikelihood } from '../../model/words.ts';

/** The class of a month's bar: its height says how likely (regular tallest), so print and colour-blind eyes read it too. */
const level = (likelihood: Likelihood | undefined) => (likelihood ? `m${likelihoods.indexOf(likelihood)}` : undefined);

/**
 * Twelve months of a species at a site as a strip of bars, one a month, tall for regular and down
 * to a dot for a month it is away. The bars are hidden from screen readers, which read the runs
 * instead ("Sep–Apr: regular; May–Aug: away").
 */
export function MonthBar({ occurrence }: { occurrence: { likelihood: Likelihood; months: readonly Month[] } }) {
  const values = monthlyLikelihood(occurrence);
  return (
    <span className="month-bar">
      <span className="month-bar-cells" aria-hidden="true">
        {values.map((v, i) => (
          <span key={i} className={level(v)}>
            {months[i]![0]}
          </span>
        ))}
      </span>
      <span className="visually-hidden">By month: {monthBarText(values)}.</span>
    </span>
  );
}

/** The key to the bars' heights, and where their likelihoods come from. */
export function MonthBarNote({ note }: { note: string }) {
  return (
    <p className="month-bar-note">
      <span className="month-bar-key" aria-hidden="true">
        {likelihoods.map((l, i) => (
          <span key={l}>
            <span className={`month-bar-cells`}>
              <span className={`m${i}`} />
            </span>{' '}
            {l}
          </span>
        ))}
      </span>{' '}
      {note}
    </p>
  );
}
