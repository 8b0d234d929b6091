import { WhatsAppIcon } from './brand-icons.tsx';
import { externalLinkProps, whatsappHref } from '../../model/hrefs.ts';
import { useSite } from '../lib/site-context.tsx';

type BookButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost-light';

interface BookButtonProps {
  /** Visible text, exactly, e.g. "Book 5 Days West Java Birding". */
  label: string;
  /** Prefilled WhatsApp message; build it with bookingMessage() so it names the tour and package. */
  message: string;
  variant?: BookButtonVariant;
  className?: string;
}

/**
 * The spec leaves the booking buttons' action open; a visitor expects to reach the operator, so
 * every 'Book …' and 'Inquire' opens a WhatsApp chat in a new tab with a prefilled message.
 */
export function BookButton({ label, message, variant = 'primary', className }: BookButtonProps) {
  const { site } = useSite().content;
  const classes = ['btn', `btn-${variant}`, 'btn-book', className].filter(Boolean).join(' ');
  return (
    <a className={classes} href={whatsappHref(site.whatsapp.e164, message)} {...externalLinkProps}>
      <WhatsAppIcon size={20} />
      <span>{label}</span>
    </a>
  );
}

/** Prefilled WhatsApp text about a whole tour (hero and inquiry buttons): names its display name. */
export function tourMessage(tourDisplayName: string): string {
  return `Hello, I'm interested in ${tourDisplayName}. Could you send me details and available dates?`;
}

/** Prefilled WhatsApp text for one package: names the exact tour (display name) and package. */
export function bookingMessage(tourDisplayName: string, packageTitle: string): string {
  return `Hello, I'm interested in booking ${packageTitle} (${tourDisplayName}). Could you send me details and available dates?`;
}
