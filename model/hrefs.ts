// Links made from the content's phone numbers, addresses and site paths: WhatsApp, tel:, mailto:
// and the base path, the same in templates and in the files the build writes.
/** https://wa.me/<digits> with an optional prefilled message, as WhatsApp documents it. */
export function whatsappHref(e164: string, message?: string): string {
  const base = `https://wa.me/${e164.replace(/^\+/, '')}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** tel: link in E.164 so every dialler accepts it. */
export function telHref(e164: string): string {
  return `tel:${e164}`;
}

export function mailtoHref(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}

/** Prefixes a site path (`/birding-tour/`, `/#gallery`, `/assets/x.css`) with the base path (`/` or `/tours/`). */
export function withBase(basePath: string, path: string): string {
  if (!path.startsWith('/')) return path;
  return basePath.replace(/\/$/, '') + path;
}

/** Attributes every link that leaves the site carries. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
