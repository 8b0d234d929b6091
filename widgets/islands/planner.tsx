import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { matchNames, parseTargets, plannerText, rankPackages, uncovered, type CoveragePackage } from '../coverage.ts';

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

const STORE = 'species-targets';

/** Names by id from the species list: each pick button's row links the name (server markup; nothing serialised twice). */
function readNames(): Map<string, string> {
  return new Map([...document.querySelectorAll<HTMLElement>('[data-pick]')].map((b) => [b.dataset.pick!, b.closest('li')!.querySelector('a')!.textContent!]));
}

/**
 * The target planner: pick species (the list's buttons, or by typing), see every package ranked by
 * how many it covers, send the best one by WhatsApp or e-mail. The selection lives in the URL
 * (?targets=a,b) and localStorage. Its controls and the list's pick buttons show only where scripts run
 * (styles/pages/species.scss); elsewhere the page's notice says the planner needs JavaScript.
 */
export default function Planner({ packages, message, subject, whatsapp, email }: PlannerProps) {
  const [names, setNames] = useState<Map<string, string> | null>(null);
  const [targets, setTargets] = useState<string[]>([]);
  const [ignored, setIgnored] = useState<string[]>([]);
  const [query, setQuery] = useState('');
  const [said, setSaid] = useState('');
  const root = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const known = readNames();
    const params = new URLSearchParams(location.search);
    let stored: string[] = [];
    try {
      stored = JSON.parse(localStorage.getItem(STORE) ?? '[]');
    } catch {}
    const fromUrl = params.has('targets') ? parseTargets(params.get('targets'), (id) => known.has(id)) : { ids: stored.filter((id) => known.has(id)), unknown: [] };
    const added = parseTargets(params.get('add'), (id) => known.has(id));
    setNames(known);
    setTargets([...new Set([...fromUrl.ids, ...added.ids])]);
    setIgnored([...fromUrl.unknown, ...added.unknown]);
    const onClick = (event: MouseEvent) => {
      const id = (event.target as Element).closest<HTMLElement>('[data-pick]')?.dataset.pick;
      if (id) toggle.current(id);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const name = (id: string) => names?.get(id) ?? id;
  const toggle = useRef((_id: string) => {});
  toggle.current = (id: string) => {
    const on = targets.includes(id);
    setTargets(on ? targets.filter((t) => t !== id) : [...targets, id]);
    setSaid(`${name(id)} ${on ? 'removed from' : 'added to'} your targets.`);
  };

  useEffect(() => {
    if (!names) return;
    document.querySelectorAll<HTMLElement>('[data-pick]').forEach((b) => {
      b.setAttribute('aria-pressed', String(targets.includes(b.dataset.pick!)));
    });
    const url = new URL(location.href);
    url.searchParams.delete('add');
    if (targets.length) url.searchParams.set('targets', targets.join(','));
    else url.searchParams.delete('targets');
    history.replaceState(history.state, '', url);
    try {
      localStorage.setItem(STORE, JSON.stringify(targets));
    } catch {}
  }, [targets, names]);

  const ranked = useMemo(() => rankPackages(packages, targets), [packages, targets]);
  const missing = uncovered(packages, targets);
  const best = ranked[0]?.covered.length ? ranked[0] : undefined;
  const suggestions = names ? matchNames(query, names).filter((id) => !targets.includes(id)) : [];
  const text = best ? plannerText(message, best.pkg.label, best.covered.map(name)) : '';
  const summary = targets.length === 0 ? 'No targets chosen yet.' : best ? `${best.pkg.label} covers ${best.covered.length} of your ${targets.length} targets.` : `No package covers your ${targets.length} targets.`;

  const add = (id: string) => {
    setTargets([...targets, id]);
    setQuery('');
    setSaid(`${name(id)} added to your targets.`);
  };

  return (
    <div className="planner-ui" ref={root} data-count={targets.length}>
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
            if (e.key === 'Enter' && suggestions[0]) add(suggestions[0]);
          }}
          aria-describedby="planner-hint"
        />
        <button type="button" className="btn btn-outline" onClick={() => suggestions[0] && add(suggestions[0])}>
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
              <button type="button" onClick={() => add(id)}>
                {name(id)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {ignored.length > 0 && <p className="planner-ignored">The link named species we do not know, so they were left out: {ignored.join(', ')}.</p>}
      <p className="planner-status" role="status" aria-live="polite">
        {said} {summary}
      </p>
      {targets.length > 0 && (
        <>
          <h3>Your targets ({targets.length})</h3>
          <ul className="planner-targets">
            {targets.map((id) => (
              <li key={id}>
                {name(id)}{' '}
                <button type="button" className="planner-remove" onClick={() => toggle.current(id)} aria-label={`Remove ${name(id)}`}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          {missing.length > 0 && <p className="planner-missing">No package looks for {missing.map(name).join(', ')}: ask us about {missing.length > 1 ? 'them' : 'it'}.</p>}
          {best && (
            <p className="planner-send">
              <a className="btn btn-primary" href={`${whatsapp}?text=${encodeURIComponent(text)}`} target="_blank" rel="noopener noreferrer" data-text={text}>
                Ask about the {best.pkg.label} on WhatsApp
              </a>{' '}
              <a className="btn btn-outline" href={`mailto:${email}?subject=${encodeURIComponent(plannerText(subject, best.pkg.label, []))}&body=${encodeURIComponent(text)}`}>
                Send by e-mail
              </a>
            </p>
          )}
          <h3>Packages, best first</h3>
          <ol className="planner-results">
            {ranked.map(({ pkg, covered }) => (
              <li key={pkg.key} data-covered={covered.length}>
                <a href={pkg.href}>{pkg.label}</a>: {covered.length} of {targets.length}
                {covered.length > 0 && <span className="planner-covered"> ({covered.map(name).join(', ')})</span>}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
