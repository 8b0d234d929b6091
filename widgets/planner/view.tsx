import { useState } from 'react';
import { matchNames, plannerText, type Coverage } from '../coverage.ts';

// The target planner's markup, in the order it shows: the name box and its matches, the chosen
// targets, the links that send the best package, and every package ranked.

type Name = (id: string) => string;

/** The name box: typing lists the matching species not chosen yet; Enter, Add or a match adds one. */
export function PlannerSearch({ names, targets, name, add }: { names: ReadonlyMap<string, string> | null; targets: readonly string[]; name: Name; add: (id: string) => void }) {
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

/** The best package asked about by WhatsApp or e-mail, its covered targets named in the message. */
export function PlannerSend({ best, name, message, subject, whatsapp, email }: { best: Coverage; name: Name; message: string; subject: string; whatsapp: string; email: string }) {
  const text = plannerText(message, best.pkg.label, best.covered.map(name));
  return (
    <p className="planner-send">
      <a className="btn btn-primary" href={`${whatsapp}?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer" data-text={text}>
        Ask about the {best.pkg.label} on WhatsApp
      </a>{' '}
      <a className="btn btn-outline" href={`mailto:${email}?subject=${encodeURIComponent(plannerText(subject, best.pkg.label, []))}&body=${encodeURIComponent(text)}`}>
        Send by e-mail
      </a>
    </p>
  );
}

/** Every package, best first, with how many of the targets it covers and which. */
export function PlannerResults({ ranked, targets, name }: { ranked: readonly Coverage[]; targets: number; name: Name }) {
  return (
    <>
      <h3>Packages, best first</h3>
      <ol className="planner-results">
        {ranked.map(({ pkg, covered }) => (
          <li key={pkg.key} data-covered={covered.length}>
            <a href={pkg.href}>{pkg.label}</a>: {covered.length} of {targets}
            {covered.length > 0 && <span className="planner-covered"> ({covered.map(name).join(', ')})</span>}
          </li>
        ))}
      </ol>
    </>
  );
}
