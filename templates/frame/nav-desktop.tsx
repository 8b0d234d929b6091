import { headerNav, routeUrl } from '../lib/route-types.ts';
import { useHref, useSite } from '../lib/site-context.tsx';
import { currentPage } from './nav-links.ts';
import { ToursDropdown } from './tours-dropdown.tsx';

/** The desktop nav: the route table's headerNav.desktop, with the Tour Packages dropdown in its place. */
export function DesktopNav({ onTour }: { onTour: boolean }) {
  const { content, route } = useSite();
  const href = useHref();
  return (
    <nav className="nav-desktop" aria-label="Main">
      <ul className="nav-list">
        {headerNav.desktop.map((entry) =>
          entry === 'tour-packages' ? (
            <ToursDropdown key={entry} onTour={onTour} />
          ) : (
            <li key={entry}>
              <a className="nav-link" href={href(routeUrl(entry))} {...currentPage(route, entry)}>
                {content.routes[entry].navLabel}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
