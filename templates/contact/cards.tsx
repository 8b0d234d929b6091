import Mail from 'lucide-react/icons/mail';
import Phone from 'lucide-react/icons/phone';
import type { ReactNode } from 'react';
import type { ContactContent } from '../../model/schema/contact.ts';
import { InstagramIcon, WhatsAppIcon } from '../components/brand-icons.tsx';
import { EmailAddress } from '../components/email-address.tsx';
import { externalLinkProps, mailtoHref, telHref, whatsappHref } from '../../model/hrefs.ts';
import { useSite } from '../lib/site-context.tsx';

type Channel = ContactContent['cards'][number]['channel'];

/** Where each channel leads, from the site facts: chat link, mailto, tel, profile link. */
function useChannels(): Record<Channel, { href: string; value: ReactNode; icon: ReactNode; external: boolean }> {
  const { site } = useSite().content;
  return {
    whatsapp: { href: whatsappHref(site.whatsapp.e164), value: site.whatsapp.display, icon: <WhatsAppIcon size={26} />, external: true },
    email: {
      href: mailtoHref(site.emails[0]!.address),
      value: <EmailAddress address={site.emails[0]!.address} />,
      icon: <Mail size={26} aria-hidden="true" focusable="false" />,
      external: false,
    },
    phone: {
      href: telHref(site.phones[0]!.e164),
      value: site.phones[0]!.display,
      icon: <Phone size={26} aria-hidden="true" focusable="false" />,
      external: false,
    },
    instagram: { href: site.instagram.url, value: site.instagram.handle, icon: <InstagramIcon size={26} />, external: true },
  };
}

/** The four contact cards, each with one outbound link. */
export function ContactCards() {
  const { cards } = useSite().content.contact;
  const channels = useChannels();
  return (
    <ul className="contact-cards" role="list">
      {cards.map((card) => {
        const channel = channels[card.channel];
        return (
          <li key={card.channel} className={`contact-card contact-card--${card.channel}`}>
            <span className="contact-card-icon">{channel.icon}</span>
            <h3>{card.title}</h3>
            <p>{card.description}</p>
            <a className="contact-card-link" href={channel.href} data-channel={card.channel} {...(channel.external ? externalLinkProps : {})}>
              {channel.value}
              {channel.external && <span className="visually-hidden"> (opens in a new tab)</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
