import Search from '../../widgets/islands/search.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { Island } from '../lib/island.tsx';
import { useHref, useSite } from '../lib/site-context.tsx';
import { SPECIES_INDEX_PATH } from '../../model/catalogue.ts';
import { SITES_INDEX_PATH } from '../../model/search-kinds.ts';

/** Results listed at most; the status counts them all. */
const RESULT_LIMIT = 20;

/**
 * /search/: the search island over the species, site, tour and trip report pages. Without
 * JavaScript a notice says search needs it and links the species and sites lists instead (chosen
 * by media query, so nothing moves when the island runs).
 */
export function SearchPage() {
  const { content } = useSite();
  const href = useHref();
  const words = content.search;
  return (
    <>
      <PageIntro lead={words.lead} />
      <section id="site-search" className="site-search" aria-label={words.label}>
        <div className="container">
          <div className="site-search-notice">
            <p>{words.noScript}</p>
            <ul>
              <li>
                <a href={href(SPECIES_INDEX_PATH)}>{words.browseSpecies}</a>
              </li>
              <li>
                <a href={href(SITES_INDEX_PATH)}>{words.browseSites}</a>
              </li>
            </ul>
          </div>
          <Island
            component={Search}
            host="site-search"
            when="idle"
            props={{ label: words.label, placeholder: words.placeholder, submit: words.submit, kinds: words.kinds, status: words.status, limit: RESULT_LIMIT }}
          />
        </div>
      </section>
    </>
  );
}
