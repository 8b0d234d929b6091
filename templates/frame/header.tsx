import { ChevronDown, Menu, X } from 'lucide-react';
import { LogoMark, WhatsAppIcon } from '../components/brand-icons.tsx';
import { externalLinkProps, whatsappHref } from '../lib/links.ts';
import { useHref, useSite } from '../lib/site-context.tsx';
import { headerNav, routeUrl, tourRouteIds, type Route, type RouteId } from '../lib/route-types.ts';
import Dropdown from '../../widgets/islands/dropdown.tsx';
import MenuIsland from '../../widgets/islands/menu.tsx';
import { Island } from '../lib/island.tsx';
import { Picture } from '../components/picture.tsx';

/**
 * The one thing of the route the header's markup depends on: which of its links, if any, is the
 * current page (the pages no link points at, trip reports among them, share a header).
 */
export function headerKey(route: Route): string {
  return linkedRouteIds.has(route.id) ? route.id : '';
}
const linkedRouteIds = new Set<string>([...headerNav.desktop, ...headerNav.mobile, ...tourRouteIds]);

/** Fixed header: brand, desktop nav with the Tour Packages dropdown, Book Now, and the mobile menu; both lists follow the route table's headerNav. */
export function Header() {
  const { content, route } = useSite();
  const href = useHref();
  const { site, tours } = content;
  const onTour = tourRouteIds.includes(route.id);
  const bookNow = whatsappHref(site.whatsapp.e164, site.messages.bookNow);
  const current = (id: RouteId) => (route.id === id ? ({ 'aria-current': 'page' } as const) : {});

  return (
    <header className="site-header" id="site-header">
      <div className="container header-bar">
        <a className="brand" href={href('/')}>
          <LogoMark size={40} />
          <span className="brand-text">
            <span className="brand-title">{site.productTitle}</span>
            <span className="brand-tagline">{site.tagline}</span>
          </span>
        </a>

        <nav className="nav-desktop" aria-label="Main">
          <ul className="nav-list">
            {headerNav.desktop.map((entry) =>
              entry === 'tour-packages' ? (
                <li key={entry} className="nav-dropdown" id="nav-tour-packages">
                  <Island
                    component={Dropdown}
                    host="nav-tour-packages"
                    when="idle"
                    props={{ host: 'nav-tour-packages', panel: 'tour-packages-menu', active: onTour }}
                    slots={{
                      label: (
                        <>
                          Tour Packages
                          <ChevronDown className="nav-trigger-icon" size={16} aria-hidden="true" />
                        </>
                      ),
                    }}
                  />
                  <div id="tour-packages-menu" className="dropdown-panel">
                    <ul className="dropdown-grid">
                      {tours.map((tour) => {
                        const isCurrent = route.id === tour.slug;
                        return (
                          <li key={tour.slug}>
                            <a className={isCurrent ? 'dropdown-card is-current' : 'dropdown-card'} href={href(routeUrl(tour.slug))} {...(isCurrent ? { 'aria-current': 'page' as const } : {})}>
                              <Picture image={tour.image} use="nav" className="dropdown-card-image" />
                              <span className="dropdown-card-text">
                                <span className="dropdown-card-label">{tour.navLabel}</span>
                                <span className="dropdown-card-description">{tour.navDescription}</span>
                              </span>
                            </a>
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                </li>
              ) : (
                <li key={entry}>
                  <a className="nav-link" href={href(routeUrl(entry))} {...current(entry)}>
                    {content.routes[entry].navLabel}
                  </a>
                </li>
              ),
            )}
          </ul>
        </nav>

        <a className="btn btn-primary book-now book-now-desktop" href={bookNow} {...externalLinkProps}>
          <WhatsAppIcon size={18} />
          Book Now
        </a>

        <Island
          component={MenuIsland}
          host="site-header"
          when="idle"
          props={{ host: 'site-header', panel: 'mobile-menu' }}
          slots={{
            icon: (
              <>
                <Menu className="menu-toggle-open" size={24} aria-hidden="true" />
                <X className="menu-toggle-close" size={24} aria-hidden="true" />
              </>
            ),
          }}
        />
      </div>

      <nav id="mobile-menu" className="nav-mobile" aria-label="Mobile">
        <ul className="nav-mobile-list">
          {headerNav.mobile.map((entry) =>
            entry === 'tour-packages' ? (
              <li key={entry} className="nav-mobile-group">
                <span className={onTour ? 'nav-mobile-heading is-active' : 'nav-mobile-heading'} id="mobile-tour-packages">Tour Packages</span>
                <ul aria-labelledby="mobile-tour-packages">
                  {tours.map((tour) => (
                    <li key={tour.slug}>
                      <a className="nav-mobile-link nav-mobile-tour" href={href(routeUrl(tour.slug))} {...current(tour.slug)}>
                        {tour.navLabel}
                        <span className="nav-mobile-tour-description">{tour.navDescription}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ) : (
              <li key={entry}>
                <a className="nav-mobile-link" href={href(routeUrl(entry))} {...current(entry)}>
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
    </header>
  );
}
