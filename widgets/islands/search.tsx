import { useEffect, useRef, useState } from 'react';

export interface SearchProps {
  label: string;
  placeholder: string;
  submit: string;
  /** A result's kind (its page's `data-pagefind-meta` kind) → the label shown with it. */
  kinds: Record<string, string>;
  status: { loading: string; none: string; one: string; many: string; failed: string };
  /** Most results listed; the status counts them all. */
  limit: number;
}

/** The part of Pagefind's browser API the island uses (pagefind.js, written by the build). */
interface Pagefind {
  options(options: { baseUrl?: string }): Promise<void>;
  /** Fetches the WebAssembly, entry and metadata now rather than on the first search. */
  init(): Promise<void>;
  search(term: string): Promise<{ results: { id: string; data(): Promise<ResultData> }[] } | null>;
}
interface ResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; kind?: string };
}
interface Result {
  url: string;
  title: string;
  kind: string;
  excerpt: string;
}

type State = { at: 'idle' } | { at: 'loading' } | { at: 'failed' } | { at: 'done'; query: string; total: number; results: Result[] };

/** Milliseconds of typing pause before a search runs. */
const TYPING_PAUSE_MS = 150;

let pagefind: Promise<Pagefind> | undefined;

/** Pagefind, imported once on first use from the site's base path (data-base on <html>). */
function loadPagefind(): Promise<Pagefind> {
  const base = document.documentElement.dataset.base ?? '/';
  // A value, not a literal in import(): the bundler leaves it to the browser, which fetches it only now.
  const url = `${base}pagefind/pagefind.js`;
  pagefind ??= (import(url) as Promise<Pagefind>).then(
    async (api) => {
      await api.options({ baseUrl: base });
      // While the visitor types: the first search then waits only for its index chunks.
      void api.init().catch(() => undefined);
      return api;
    },
    (error) => {
      pagefind = undefined; // a later search tries again
      throw error;
    },
  );
  return pagefind;
}

const fill = (message: string, values: Record<string, string | number>) => message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * The site search: a labelled search landmark whose first focus or keystroke loads Pagefind, a live
 * status that counts the results, and the results as a list of links with their kind and excerpt.
 * The query lives in the address (`?q=`), so a search can be linked and survives a reload.
 * Arrow keys move from the field through the results; Escape returns to the field.
 */
export default function Search(props: SearchProps) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ at: 'idle' });
  const field = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const ticket = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  async function run(term: string) {
    const mine = ++ticket.current;
    const q = term.trim();
    if (!q) return setState({ at: 'idle' });
    setState((s) => (s.at === 'done' ? s : { at: 'loading' }));
    try {
      const found = await (await loadPagefind()).search(q);
      if (!found || mine !== ticket.current) return;
      const data = await Promise.all(found.results.slice(0, props.limit).map((r) => r.data()));
      if (mine !== ticket.current) return;
      const results = data.map((d) => ({ url: d.url, title: d.meta.title ?? d.url, kind: d.meta.kind ?? '', excerpt: d.excerpt }));
      setState({ at: 'done', query: q, total: found.results.length, results });
    } catch (error) {
      console.warn('search failed', error);
      if (mine === ticket.current) setState({ at: 'failed' });
    }
  }

  useEffect(() => {
    // A query in the address, or typed before the island hydrated, runs at once.
    const initial = new URLSearchParams(location.search).get('q') ?? field.current?.value ?? '';
    if (initial.trim()) {
      setQuery(initial);
      void run(initial);
    }
    return () => clearTimeout(timer.current);
  }, []);

  function onInput(value: string) {
    setQuery(value);
    const url = new URL(location.href);
    if (value.trim()) url.searchParams.set('q', value);
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(value), TYPING_PAUSE_MS);
  }

  function searchNow() {
    clearTimeout(timer.current);
    void run(query);
  }

  /** Enter in the field searches at once; the arrow keys move focus among the field and the result links. */
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' && event.target === field.current) return searchNow();
    const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const go = (el: HTMLElement | null | undefined) => {
      if (!el) return;
      event.preventDefault();
      el.focus();
    };
    if (event.key === 'ArrowDown') go(links[at + 1]);
    else if (event.key === 'ArrowUp') go(at > 0 ? links[at - 1] : field.current);
    else if (event.key === 'Escape' && at >= 0) go(field.current);
  }

  const status =
    state.at === 'loading'
      ? props.status.loading
      : state.at === 'failed'
        ? props.status.failed
        : state.at === 'done'
          ? fill(state.total === 0 ? props.status.none : state.total === 1 ? props.status.one : props.status.many, { count: state.total, query: state.query })
          : '';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and Escape move between the field and the result links inside; the wrapper only listens.
    <div className="site-search-ui" onKeyDown={onKeyDown as never}>
      {/* A search landmark, not a <form>: the site has none (its policy sets form-action 'none'), and nothing is submitted. */}
      <div role="search" aria-label={props.label} className="site-search-form">
        <div className="site-search-row">
          <label className="site-search-label">
            {props.label}
            <input
              ref={field}
              type="search"
              name="q"
              autoComplete="off"
              placeholder={props.placeholder}
              value={query}
              onFocus={() => void loadPagefind().catch(() => undefined)}
              onInput={(e) => onInput((e.target as HTMLInputElement).value)}
              onChange={() => {}}
            />
          </label>
          <button type="button" className="btn btn-primary" onClick={searchNow}>
            {props.submit}
          </button>
        </div>
      </div>
      <p className="site-search-status" role="status" aria-live="polite" aria-atomic="true">
        {status}
      </p>
      {state.at === 'done' && state.results.length > 0 && (
        <ol ref={list} className="site-search-results" aria-label={status}>
          {state.results.map((r) => (
            <li key={r.url} className="site-search-result">
              <p className="site-search-kind" data-kind={r.kind}>
                {props.kinds[r.kind] ?? r.kind}
              </p>
              <h2 className="site-search-title">
                <a href={r.url}>{r.title}</a>
              </h2>
              {/* Pagefind's excerpt: the page's own text, escaped, with the matches in <mark>. */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Pagefind escapes the page text and adds only <mark>. */}
              <p className="site-search-excerpt" dangerouslySetInnerHTML={{ __html: r.excerpt }} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
