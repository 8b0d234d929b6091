import { WhatsAppIcon } from '../components/brand-icons.tsx';
import { externalLinkProps } from '../../model/hrefs.ts';
import { headerNav, routeUrl } from '../lib/route-types.ts';
import { useHref, useSite } from '../lib/site-context.tsx';
import { currentPage } from './nav-links.ts';

/** The mobile menu the menu island opens: headerNav.mobile, the tours listed under their heading, and Book Now. */
export function MobileNav({ onTour, bookNow }: { onTour: boolean; bookNow: string }) {
  const { content, route } = useSite();
  const href = useHref();
  return (
    <nav id="mobile-menu" className="nav-mobile" aria-label="Mobile">
      <ul className="nav-mobile-list">
        {headerNav.mobile.map((entry) =>
          entry === 'tour-packages' ? (
            <li key={entry} className="nav-mobile-group">
              <span className={onTour ? 'nav-mobile-heading is-active' : 'nav-mobile-heading'} id="mobile-tour-packages">
                Tour Packages
              </span>
              <ul aria-labelledby="mobile-tour-packages">
                {content.tours.map((tour) => (
                  <li key={tour.slug}>
                    <a className="nav-mobile-link nav-mobile-tour" href={href(routeUrl(tour.slug))} {...currentPage(route, tour.slug)}>
                      {tour.navLabel}
                      <span className="nav-mobile-tour-description">{tour.navDescription}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry}>
              <a className="nav-mobile-link" href={href(routeUrl(entry))} {...currentPage(route, entry)}>
                {content.routes[entry].navLabel}
              </a>
            </li>
          ),
        )}
        <li>
          <a className="btn btn-primary book-now nav-mobile-book" href={bookNow} {...externalLinkProps}>
            <WhatsAppIcon size={18} />
            Book Now
          </a>
        </li>
      </ul>
    </nav>
  );
}
