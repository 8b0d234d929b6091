import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { LogoMark, WhatsAppIcon } from '../components/brand-icons.tsx';
import { externalLinkProps, whatsappHref } from '../../model/hrefs.ts';
import { useHref, useSite } from '../lib/site-context.tsx';
import type { Route } from '../lib/route-types.ts';
import MenuIsland from '../../widgets/islands/menu.tsx';
import { Island } from '../lib/island.tsx';
import { DesktopNav } from './nav-desktop.tsx';
import { MobileNav } from './nav-mobile.tsx';

/**
 * The one thing of the route the header's markup depends on: which of its links, if any, is the
 * current page. Its links go to fixed pages and tours only, so the pages content generates (trip
 * reports, species pages, checklists, later blog pages: ids with ":" or blog-page-N) share a header.
 */
export function headerKey(route: Route): string {
  return route.id.includes(':') || /^blog-page-\d+$/.test(route.id) ? '' : route.id;
}

/** Fixed header: brand, desktop nav with the Tour Packages dropdown, Book Now, and the mobile menu; both lists follow the route table's headerNav. */
export function Header() {
  const { content, route } = useSite();
  const href = useHref();
  const { site } = content;
  const onTour = content.tours.some((tour) => tour.slug === route.id);
  const bookNow = whatsappHref(site.whatsapp.e164, site.messages.bookNow);

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

        <DesktopNav onTour={onTour} />

        <a className="btn btn-primary book-now book-now-desktop" href={bookNow} {...externalLinkProps}>
          <WhatsAppIcon size={18} />
          Book Now
        </a>

        <Island
          component={MenuIsland}
          host="site-header"
          when="idle"
          props={{ panel: 'mobile-menu' }}
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

      <MobileNav onTour={onTour} bookNow={bookNow} />
    </header>
  );
}
