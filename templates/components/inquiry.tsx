import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import { EmailAddress } from './email-address.tsx';
import { externalLinkProps, mailtoHref, telHref, whatsappHref } from '../../model/hrefs.ts';
import { tourMessage } from './book-button.tsx';
import { useSite, useTourName } from '../lib/site-context.tsx';
import { WhatsAppIcon } from './brand-icons.tsx';
import { entranceStyle, type EntranceStep } from './entrance.ts';

interface InquiryProps {
  /** krakatau | ujung-kulon | …: the prefilled texts name its display name. */
  tourType: string;
  heading: string;
  lead: string;
  /** Step of the page's entrance sequence (ENTRANCE_DELAYS_MS). */
  enter?: EntranceStep;
}

/** The WhatsApp text and e-mail subject an inquiry about the tour of this display name starts with. */
export function inquiryTexts(name: string): { message: string; subject: string } {
  return {
    message: tourMessage(name),
    subject: `Inquiry about the ${name}`,
  };
}

/**
 * The inquiry area closing the Krakatau and Ujung Kulon pages: a short prompt and
 * WhatsApp, e-mail and phone actions whose prefilled text names the tour. Section id: "inquiry".
 */
export function Inquiry({ tourType, heading, lead, enter = 5 }: InquiryProps) {
  const { site } = useSite().content;
  const name = useTourName()(tourType);
  const { message, subject } = inquiryTexts(name);
  const email = site.emails[0]!;
  const phone = site.phones[0]!;
  return (
    <section className="section inquiry enter" id="inquiry" data-tour-type={tourType} aria-labelledby="inquiry-heading" style={entranceStyle(enter)}>
      <div className="container inquiry-inner">
        <div className="inquiry-text">
          <p className="eyebrow">{name}</p>
          <h2 id="inquiry-heading">{heading}</h2>
          <p>{lead}</p>
        </div>
        <ul className="inquiry-actions" role="list">
          <li>
            <a className="btn btn-primary inquiry-whatsapp" href={whatsappHref(site.whatsapp.e164, message)} {...externalLinkProps}>
              <WhatsAppIcon size={20} />
              <span>WhatsApp {site.whatsapp.display}</span>
            </a>
          </li>
          <li>
            <a className="btn btn-outline inquiry-email" href={mailtoHref(email.address, subject)}>
              <Mail size={20} aria-hidden="true" focusable="false" />
              <span className="inquiry-email-text">
                E-mail <EmailAddress address={email.address} />
              </span>
            </a>
          </li>
          <li>
            <a className="btn btn-outline inquiry-phone" href={telHref(phone.e164)}>
              <Phone size={20} aria-hidden="true" focusable="false" />
              <span>Call {phone.display}</span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
