import { useState } from 'react';
import type { SpeciesPages } from '../../model/schema/species-pages.ts';
import { matchNames, type Coverage, type TargetOdds } from '../coverage.ts';
import { fill } from './message.ts';
import { apart, type PlannerWords } from './summary.ts';
import type { MonthWords } from './month.ts';

// The target planner's markup, in the order it shows: the name box and its matches, the chosen
// month, the chosen targets, the links that send the best package (or plan), and every package ranked.

type Name = (id: string) => string;
export type OddsWords = SpeciesPages['planner']['odds'];

/** The name box: typing lists the matching species not chosen yet; Enter, Add or a match adds one. */
export function PlannerSearch({
  w,
  names,
  targets,
  name,
  add,
}: {
  w: PlannerWords;
  names: ReadonlyMap<string, string> | null;
  targets: readonly string[];
  name: Name;
  add: (id: string) => void;
}) {
  const [query, setQuery] = useState('');
  const suggestions = names ? matchNames(query, names).filter((id) => !targets.includes(id)) : [];
  const pick = (id: string) => {
    add(id);
    setQuery('');
  };
  return (
    <>
      {/* No <form>: the site's policy allows none (form-action 'none'); Enter in the box adds the first match. */}
      <div className="planner-search" role="search">
        <label htmlFor="planner-input">{w.search}</label>
        <input
          id="planner-input"
          type="search"
          autoComplete="off"
          value={query}
          onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
          onChange={() => {}}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && suggestions[0]) pick(suggestions[0]);
          }}
          aria-describedby="planner-hint"
        />
        <button type="button" className="btn btn-outline" onClick={() => suggestions[0] && pick(suggestions[0])}>
          {w.add}
        </button>
        <p id="planner-hint" className="planner-hint">
          {w.hint}
        </p>
      </div>
      {suggestions.length > 0 && (
        <ul className="planner-suggestions" aria-label={w.matching}>
          {suggestions.map((id) => (
            <li key={id}>
              <button type="button" onClick={() => pick(id)}>
                {name(id)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The month of travel: a native select (keyboard and screen readers know it), "any month" first. */
export function PlannerMonth({ words, month, choose }: { words: MonthWords; month: number | undefined; choose: (month: number | undefined) => void }) {
  return (
    <p className="planner-month">
      <label htmlFor="planner-month">{words.label}</label>{' '}
      <select
        id="planner-month"
        value={month ?? ''}
        onChange={(e) => {
          const value = (e.target as HTMLSelectElement).value;
          choose(value === '' ? undefined : Number(value));
        }}
      >
        <MonthOptions words={words} />
      </select>
    </p>
  );
}

/** A month control's choices: "any month" (an empty value), then the twelve months by index, January 0. Also the life list's (templates/species/life-list-panel.tsx). */
export function MonthOptions({ words }: { words: Pick<MonthWords, 'any' | 'names'> }) {
  return (
    <>
      <option value="">{words.any}</option>
      {words.names.map((label, i) => (
        <option key={label} value={i}>
          {label}
        </option>
      ))}
    </>
  );
}

/** The chosen targets, each with a button that removes it. */
export function PlannerTargets({ w, targets, name, remove }: { w: PlannerWords; targets: readonly string[]; name: Name; remove: (id: string) => void }) {
  return (
    <>
      <h3>{fill(w.yourTargets, { n: String(targets.length) })}</h3>
      <ul className="planner-targets">
        {targets.map((id) => (
          <li key={id}>
            {name(id)}{' '}
            <button type="button" className="planner-remove" onClick={() => remove(id)} aria-label={fill(w.remove, { name: name(id) })}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The package (or plan) asked about by WhatsApp or e-mail; the message names every target. */
export function PlannerSend({
  w,
  asked,
  text,
  subject,
  whatsapp,
  email,
}: {
  w: PlannerWords;
  asked: string;
  text: string;
  subject: string;
  whatsapp: string;
  email: string;
}) {
  return (
    <p className="planner-send">
      <a className="btn btn-primary" href={`${whatsapp}?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer">
        {fill(w.whatsapp, { package: asked })}
      </a>{' '}
      <a
        className="btn btn-outline"
        href={`mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`}
        aria-label={fill(w.emailLabel, { package: asked })}
      >
        {w.email}
      </a>
    </p>
  );
}

/** Each target with its likelihood on a package (or plan): "Javan Trogon — likely", or that its sites do not hold it. */
export function PlannerOdds({
  w,
  targets,
  name,
  words,
  absent = w.absent,
}: {
  w: PlannerWords;
  targets: readonly TargetOdds[];
  name: Name;
  words: OddsWords;
  absent?: string;
}) {
  return (
    <ul className="planner-odds">
      {targets.map((t) => (
        <li key={t.id} data-odds={t.odds ?? 'none'}>
          {name(t.id)} — {t.odds ? words[t.odds] : absent}
          {t.odds && !t.listed && <span className="planner-unlisted"> {w.unlisted}</span>}
        </li>
      ))}
    </ul>
  );
}

/** Every package whose sites hold a target, best first: how many it looks for, those with luck or rare apart, and each target's likelihood there. */
export function PlannerResults({
  w,
  ranked,
  targets,
  name,
  words,
}: {
  w: PlannerWords;
  ranked: readonly Coverage[];
  targets: number;
  name: Name;
  words: OddsWords;
}) {
  return (
    <>
      <h3>{w.results}</h3>
      <ol className="planner-results">
        {ranked.map((c) => (
          <li key={c.packages[0]!.key}>
            <a href={c.packages[0]!.href}>{c.packages[0]!.label}</a>
            {`: ${fill(w.row, { found: String(c.found), targets: String(targets) })}`}
            {apart(w, c, name) && `; ${apart(w, c, name)}`}
            <PlannerOdds w={w} targets={c.targets} name={name} words={words} />
          </li>
        ))}
      </ol>
    </>
  );
}
