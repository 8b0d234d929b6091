import { useState } from 'react';
import type { SpeciesPages } from '../../content/schema/species-pages.ts';
import { matchNames, type Coverage, type TargetOdds } from '../coverage.ts';

// The target planner's markup, in the order it shows: the name box and its matches, the chosen
// targets, the links that send the best package (or pair), and every package ranked.

type Name = (id: string) => string;
export type OddsWords = SpeciesPages['planner']['odds'];

/** The name box: typing lists the matching species not chosen yet; Enter, Add or a match adds one. */
export function PlannerSearch({
  names,
  targets,
  name,
  add,
}: {
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
        <label htmlFor="planner-input">Add a species by name</label>
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
          Add
        </button>
        <p id="planner-hint" className="planner-hint">
          Type part of a name; case, spaces and hyphens do not matter. Or tick species in the list below.
        </p>
      </div>
      {suggestions.length > 0 && (
        <ul className="planner-suggestions" aria-label="Matching species">
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

/** The chosen targets, each with a button that removes it. */
export function PlannerTargets({ targets, name, remove }: { targets: readonly string[]; name: Name; remove: (id: string) => void }) {
  return (
    <>
      <h3>Your targets ({targets.length})</h3>
      <ul className="planner-targets">
        {targets.map((id) => (
          <li key={id}>
            {name(id)}{' '}
            <button type="button" className="planner-remove" onClick={() => remove(id)} aria-label={`Remove ${name(id)}`}>
              ×
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The package (or pair) asked about by WhatsApp or e-mail; the message names every target. */
export function PlannerSend({ asked, text, subject, whatsapp, email }: { asked: string; text: string; subject: string; whatsapp: string; email: string }) {
  return (
    <p className="planner-send">
      <a className="btn btn-primary" href={`${whatsapp}?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer" data-text={text}>
        Ask about {asked} on WhatsApp
      </a>{' '}
      <a
        className="btn btn-outline"
        href={`mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(text)}`}
        aria-label={`Send by e-mail: ask about ${asked}`}
      >
        Send by e-mail
      </a>
    </p>
  );
}

/** Each target with its likelihood on a package (or pair): "Javan Trogon — likely", or that its sites do not hold it. */
export function PlannerOdds({
  targets,
  name,
  words,
  absent = 'not at its sites',
}: {
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
          {t.odds && !t.listed && <span className="planner-unlisted"> (at its sites, not on its list)</span>}
        </li>
      ))}
    </ul>
  );
}

/** Every package whose sites hold a target, best first, with each target's likelihood there. */
export function PlannerResults({ ranked, targets, name, words }: { ranked: readonly Coverage[]; targets: number; name: Name; words: OddsWords }) {
  return (
    <>
      <h3>Packages that look for your targets, best first</h3>
      <ol className="planner-results">
        {ranked.map(({ pkg, found, targets: odds }) => (
          <li key={pkg.key} data-found={found}>
            <a href={pkg.href}>{pkg.label}</a>
            {`: looks for ${found} of ${targets}`}
            <PlannerOdds targets={odds} name={name} words={words} />
          </li>
        ))}
      </ol>
    </>
  );
}
