import { MonthOptions } from '../../widgets/planner/view.tsx';
import { useEnhancers } from '../lib/island.tsx';
import { useHref, useSite } from '../lib/site-context.tsx';
import { LIFE_LIST_DATA_PATH } from './life-list-data.ts';

// The life list's panel: load an eBird export or paste names, clear the list; the status, the
// report and the lifers are filled in the browser (widgets/on-use/life-list.ts). It shows only
// where scripts run (styles/components/_life-list.scss): without them the page is as it was.

/**
 * The panel on /species/ (its counts follow the planner's month) or on a tour page (`tour`: the
 * tour's slug; it has a month control of its own, and lists the tour's lifers by likelihood).
 */
export function LifeListPanel({ tour }: { tour?: string }) {
  const { content } = useSite();
  const href = useHref();
  const w = content.speciesPages.lifeList;
  const month = content.speciesPages.planner.month;
  return (
    // A region, not a <section>: the spec's pages keep their sections as they are; this is a landmark all the same.
    <div
      id="life-list"
      className="life-list"
      role="region"
      aria-labelledby="life-list-heading"
      data-src={href(LIFE_LIST_DATA_PATH)}
      data-tour={tour}
      data-pagefind-ignore=""
      {...useEnhancers('life-list')}
    >
      <div className="container">
        <h2 id="life-list-heading">{w.heading}</h2>
        <p>{w.lead}</p>
        <div className="life-list-load">
          <p className="life-list-field">
            <label htmlFor="life-list-file">{w.file}</label>
            <input id="life-list-file" type="file" accept=".csv,text/csv,text/plain" data-life-file="" aria-describedby="life-list-file-hint" />
            <span id="life-list-file-hint" className="life-list-hint">
              {w.fileHint}
            </span>
          </p>
          <p className="life-list-field">
            <label htmlFor="life-list-names">{w.paste}</label>
            <textarea id="life-list-names" rows={3} data-life-names="" aria-describedby="life-list-names-hint" spellCheck={false} />
            <span id="life-list-names-hint" className="life-list-hint">
              {w.pasteHint}
            </span>
            <button type="button" className="btn btn-outline" data-life-use="">
              {w.use}
            </button>
          </p>
          {tour && (
            <p className="life-list-field">
              <label htmlFor="life-list-month">{month.label}</label>
              <select id="life-list-month" data-life-month="">
                <MonthOptions words={month} />
              </select>
            </p>
          )}
        </div>
        <p className="life-list-status" role="status" aria-live="polite" data-life-status="" />
        <ul className="life-list-report" data-life-report="" />
        <div className="life-list-result" data-life-result="" />
        <button type="button" className="btn btn-outline life-list-clear" data-life-clear="" hidden>
          {w.clear}
        </button>
      </div>
    </div>
  );
}

/** A species page's line: whether the bird is on the visitor's kept list; shown only where one is kept. */
export function LifeListStatus({ id, name, scientific }: { id: string; name: string; scientific: string }) {
  const w = useSite().content.speciesPages.lifeList;
  return (
    <p className="life-list-line" data-species={id} data-name={name} data-scientific={scientific} hidden data-pagefind-ignore="" {...useEnhancers('life-list')}>
      <span data-life-on="" hidden>
        {w.onList}
      </span>
      <span data-life-off="" hidden>
        {w.notOnList}
      </span>
    </p>
  );
}
