import ChevronDown from 'lucide-react/icons/chevron-down';
import Dropdown from '../../widgets/islands/dropdown.tsx';
import { Picture } from '../components/picture.tsx';
import { Island } from '../lib/island.tsx';
import { routeUrl } from '../lib/route-types.ts';
import { useHref, useSite } from '../lib/site-context.tsx';

/** The desktop nav's Tour Packages entry: the dropdown island's trigger over a panel of tour cards. */
export function ToursDropdown({ onTour }: { onTour: boolean }) {
  const { content, route } = useSite();
  const href = useHref();
  return (
    <li className="nav-dropdown" id="nav-tour-packages">
      <Island
        component={Dropdown}
        host="nav-tour-packages"
        when="idle"
        props={{ panel: 'tour-packages-menu', active: onTour }}
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
          {content.tours.map((tour) => {
            const isCurrent = route.id === tour.slug;
            return (
              <li key={tour.slug}>
                <a
                  className={isCurrent ? 'dropdown-card is-current' : 'dropdown-card'}
                  href={href(routeUrl(tour.slug))}
                  {...(isCurrent ? { 'aria-current': 'page' as const } : {})}
                >
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
  );
}
