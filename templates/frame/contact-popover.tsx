import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import X from 'lucide-react/icons/x';
import { WhatsAppIcon } from '../components/brand-icons.tsx';
import { externalLinkProps, mailtoHref, whatsappHref } from '../../model/hrefs.ts';
import { useSite } from '../lib/site-context.tsx';
import Popover from '../../widgets/islands/popover.tsx';
import { Island } from '../lib/island.tsx';

/** Floating contact button with a non-modal popover: a plain WhatsApp chat link and an e-mail link. */
export function ContactPopover() {
  const { site } = useSite().content;
  return (
    <div className="contact-fab" id="contact-fab">
      <div id="contact-popover" className="contact-popover" role="dialog" aria-modal="false" aria-labelledby="contact-popover-title">
        <p className="contact-popover-title" id="contact-popover-title">
          Talk to us
        </p>
        <ul className="contact-popover-list">
          <li>
            <a className="contact-popover-link" href={whatsappHref(site.whatsapp.e164)} {...externalLinkProps}>
              <WhatsAppIcon size={20} />
              <span>Chat on WhatsApp</span>
            </a>
          </li>
          <li>
            <a className="contact-popover-link" href={mailtoHref(site.emails[0]!.address)}>
              <Mail size={20} aria-hidden="true" />
              <span>Send an e-mail</span>
            </a>
          </li>
        </ul>
      </div>
      <Island
        component={Popover}
        host="contact-fab"
        when="idle"
        props={{ panel: 'contact-popover' }}
        slots={{
          icon: (
            <>
              <MessageCircle className="contact-fab-open" size={26} aria-hidden="true" />
              <X className="contact-fab-close" size={26} aria-hidden="true" />
            </>
          ),
        }}
      />
    </div>
  );
}
