import { WhatsAppIcon } from '../components/brand-icons.tsx';
import { bookingMessage } from '../components/book-button.tsx';
import { externalLinkProps, whatsappHref } from '../../model/hrefs.ts';
import { useSite, useTourName } from '../lib/site-context.tsx';

/** The popular packages, each with an 'Inquire' WhatsApp link whose message names the package. */
export function PopularPackages() {
  const { site, contact } = useSite().content;
  const tourName = useTourName();
  return (
    <ul className="popular-packages" role="list">
      {contact.packages.items.map((pkg) => (
        <li key={pkg.name} className="popular-package">
          <p className="popular-package-tour">{tourName(pkg.tour)}</p>
          <h3>{pkg.name}</h3>
          <p className="popular-package-text">{pkg.description}</p>
          <a className="btn btn-outline btn-book" href={whatsappHref(site.whatsapp.e164, bookingMessage(tourName(pkg.tour), pkg.name))} {...externalLinkProps}>
            <WhatsAppIcon size={18} />
            <span>
              Inquire<span className="visually-hidden"> about {pkg.name} on WhatsApp</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
