import Clock from 'lucide-react/icons/clock';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import Phone from 'lucide-react/icons/phone';
import { InstagramIcon, LogoMark, WhatsAppIcon } from '../components/brand-icons.tsx';
import { EmailAddress } from '../components/email-address.tsx';
import { externalLinkProps, mailtoHref, telHref, whatsappHref } from '../../model/hrefs.ts';
import { useHref, useSite } from '../lib/site-context.tsx';
import { fixedPageIds, routeUrl, tourSlugsInRouteOrder } from '../lib/route-types.ts';
import { PHOTO_CREDITS_PATH, useHasPhotoCredits } from '../about/photo-credits.tsx';
import { SEARCH_PATH } from '../../model/search-kinds.ts';
import { SPECIES_INDEX_PATH } from '../../model/catalogue.ts';
import { SITES_INDEX_PATH } from '../../model/sites.ts';

/** Footer: company line, quick links to every page, contact details, hours and legal details. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <FooterAbout />
        <FooterQuickLinks />
        <FooterContact />
        <FooterHours />
      </div>
      <FooterLegal />
    </footer>
  );
}

function FooterAbout() {
  const { site } = useSite().content;
  return (
    <section className="footer-about" aria-labelledby="footer-brand">
      <p className="footer-brand" id="footer-brand">
        <LogoMark size={36} />
        <span>{site.productTitle}</span>
      </p>
      <p>
        Birding, wildlife and volcano tours in West Java and Banten since {site.established}, led by local guides who grew up with these forests and coasts.
      </p>
    </section>
  );
}

function FooterQuickLinks() {
  const { content } = useSite();
  const { routes, speciesPages, search, sitePages } = content;
  const href = useHref();
  // Every page in the route table's order: the fixed pages, then each tour.
  const quickLinks = [...fixedPageIds.filter((id) => id !== 'not-found'), ...tourSlugsInRouteOrder(content)];
  return (
    <nav className="footer-links" aria-labelledby="footer-quick-links">
      <h2 className="footer-heading" id="footer-quick-links">
        Quick Links
      </h2>
      <ul>
        {quickLinks.map((id) => (
          <li key={id}>
            <a href={href(routeUrl(id))}>{id === 'home' ? 'Home' : routes[id]!.heading}</a>
          </li>
        ))}
        <li>
          <a href={href(SPECIES_INDEX_PATH)}>{speciesPages.index.navLabel}</a>
        </li>
        <li>
          <a href={href(SITES_INDEX_PATH)}>{sitePages.index.navLabel}</a>
        </li>
        <li>
          <a href={href(SEARCH_PATH)}>{search.navLabel}</a>
        </li>
      </ul>
    </nav>
  );
}

function FooterContact() {
  const { site } = useSite().content;
  return (
    <section className="footer-contact" aria-labelledby="footer-contact-heading">
      <h2 className="footer-heading" id="footer-contact-heading">
        Contact
      </h2>
      <ul>
        {site.phones.map((phone) => (
          <li key={phone.e164}>
            <a href={telHref(phone.e164)}>
              <Phone size={16} aria-hidden="true" />
              <span>
                <span className="footer-contact-label">{phone.label}: </span>
                {phone.display}
              </span>
            </a>
          </li>
        ))}
        {site.emails.map((mail) => (
          <li key={mail.address}>
            <a href={mailtoHref(mail.address)}>
              <Mail size={16} aria-hidden="true" />
              <span className="footer-email">
                <EmailAddress address={mail.address} />
              </span>
            </a>
          </li>
        ))}
        <li>
          <a href={whatsappHref(site.whatsapp.e164)} {...externalLinkProps}>
            <WhatsAppIcon size={16} />
            <span>WhatsApp {site.whatsapp.display}</span>
          </a>
        </li>
        <li>
          <a href={site.instagram.url} {...externalLinkProps}>
            <InstagramIcon size={16} />
            <span>Instagram {site.instagram.handle}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}

function FooterHours() {
  const { site } = useSite().content;
  return (
    <section className="footer-hours" aria-labelledby="footer-hours-heading">
      <h2 className="footer-heading" id="footer-hours-heading">
        Operating Hours
      </h2>
      <p className="footer-icon-line">
        <Clock size={16} aria-hidden="true" />
        <span>
          {site.hours.weekdays}
          <br />
          {site.hours.weekend}
        </span>
      </p>
      <address className="footer-icon-line">
        <MapPin size={16} aria-hidden="true" />
        <span>
          {site.office.address.map((line, i) => (
            <span key={line}>
              {i > 0 && <br />}
              {line}
            </span>
          ))}
        </span>
      </address>
    </section>
  );
}

function FooterLegal() {
  const { site } = useSite().content;
  const href = useHref();
  const credits = useHasPhotoCredits();
  return (
    <div className="container footer-legal">
      <p>
        © {site.copyrightYear} {site.legalName}, a {site.legalForm}. Established {site.established}. Registration {site.ministryRegistration}.
        {credits && (
          <>
            {' '}
            <a href={href(PHOTO_CREDITS_PATH)}>Photo credits</a>
          </>
        )}
      </p>
    </div>
  );
}
