// Outbound links cannot be fetched offline, so their syntax is checked instead: a wrong
// WhatsApp number or a malformed mailto is caught before a visitor taps it.
import { HTTP_ONLY_HOSTS } from '../../model/links.ts';

/** Why an outbound link is malformed, or null when it is well-formed. */
export function outboundProblem(href: string): string | null {
  if (href.startsWith('tel:')) {
    return /^tel:\+[1-9]\d{7,14}$/.test(href) ? null : 'tel: links must carry an E.164 number such as tel:+6281200002011';
  }
  if (href.startsWith('mailto:')) {
    const [address = '', query] = href.slice(7).split('?');
    if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(address)) return 'mailto: links must carry one e-mail address';
    return query === undefined || /^(subject|body)=[^&]*(&(subject|body)=[^&]*)*$/.test(query) ? null : 'mailto: query must be subject= or body=';
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return 'not a valid URL';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && HTTP_ONLY_HOSTS.includes(url.hostname)))
    return 'outbound links must use https (http: only for a host of HTTP_ONLY_HOSTS in model/links.ts)';
  if (url.hostname === 'wa.me') {
    if (!/^\/[1-9]\d{7,14}$/.test(url.pathname)) return 'WhatsApp links must be https://wa.me/<international number without +>';
    const keys = [...url.searchParams.keys()];
    if (keys.some((k) => k !== 'text')) return 'WhatsApp links take only a text= parameter';
    if (url.searchParams.has('text') && url.searchParams.get('text')!.trim() === '') return 'WhatsApp text= must not be empty';
  }
  return null;
}

/** Every href and src in an HTML document that leaves the site (https, mailto, tel). */
export function outboundLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
    const value = match[1]!.replaceAll('&amp;', '&');
    if (/^(https?:|mailto:|tel:)/.test(value)) links.push(value);
  }
  return links;
}
