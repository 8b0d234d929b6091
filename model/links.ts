// The one list of what a link on the site may point at. The content's link fields (common.ts), the
// trip reports' Markdown (scripts/content/posts.ts) and `npm run check:links` over dist/
// (scripts/links/schemes.ts) all ask linkProblem, so a scheme a visitor cannot use safely
// (javascript:, data:, vbscript:, file:, …) stops the build or the check, however it is disguised.

/**
 * Hosts that serve no https, so a link to them may use http:. Empty: every site the content links
 * to serves https. Add a host only after trying https:// on it; an http: link elsewhere is refused,
 * as a visitor's network can rewrite what it carries.
 */
export const HTTP_ONLY_HOSTS: readonly string[] = [];

/** The schemes a link may use, each with what it is for, as the errors list them. */
export const ALLOWED_SCHEMES = [
  'https://…',
  `http://… only for a host of HTTP_ONLY_HOSTS in model/links.ts (${HTTP_ONLY_HOSTS.length ? HTTP_ONLY_HOSTS.join(', ') : 'none yet'})`,
  'mailto:name@example.com',
  'tel:+62…',
  'https://wa.me/62… (WhatsApp)',
  'a site path such as /birding-tour/ or /birding-tour/#packages',
  'a #fragment of the same page',
] as const;

/** The allowed schemes in one sentence, for an error's "expected". */
export const allowedLinks = `${ALLOWED_SCHEMES.slice(0, -1).join(', ')} or ${ALLOWED_SCHEMES.at(-1)}`;

// Named entities a browser decodes to the characters that can disguise a scheme or a path: the
// letters themselves have no named entity, only numeric ones (&#106; is "j").
const NAMED: Record<string, string> = {
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
  sol: '/',
  bsol: '\\',
  num: '#',
  quest: '?',
  period: '.',
  plus: '+',
  percnt: '%',
  amp: '&',
  nbsp: '\u00a0',
};

/** The text with the character references a browser decodes in an attribute (&#106; &#x6A; &colon;) decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));?/gi, (entity, dec?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED[name] ?? entity;
    const code = Number.parseInt(dec ?? hex!, dec ? 10 : 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

/**
 * A link as a browser reads it before choosing what to do with it (the WHATWG URL parser): leading
 * and trailing spaces and control characters dropped, tabs and newlines dropped anywhere, "\" read
 * as "/", and, to be safe, a percent-encoded scheme decoded (%6Aavascript:). `entities: false` for
 * an attribute already decoded (a built page's, read by check:links).
 */
export function browserReading(href: string, { entities = true } = {}): string {
  const decoded = entities ? decodeEntities(href) : href;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this strips.
  const stripped = decoded.replace(/^[\u0000-\u0020\u00a0]+|[\u0000-\u0020\u00a0]+$/g, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([^/?#\\]*?):/.exec(stripped);
  if (!scheme) return stripped.replace(/^[/\\]{2}/, '//').replace(/^\\/, '/');
  let name = scheme[1]!;
  try {
    name = decodeURIComponent(name);
  } catch {
    // A stray "%" leaves the scheme as written, which then is not an allowed one.
  }
  return `${name.toLowerCase()}:${stripped.slice(scheme[0].length)}`;
}

/** Why a link is refused, with the link as a browser reads it when that differs from what is written. */
export interface LinkProblem {
  /** What is wrong, in the owner's words. */
  why: string;
  /** What a browser reads, when the written form hides it (entities, case, spaces, encoding). */
  reading?: string;
  /** The link to write instead, when the problem is only how it is written. */
  suggestion?: string;
}

/**
 * Why a link may not be written (see ALLOWED_SCHEMES), or null when it may. Relative paths pass
 * here: whether they reach a page is the route check's question. `decoded` is for attributes of a
 * built page, whose entities the HTML parser has already decoded.
 */
export function linkProblem(href: string, { decoded = false } = {}): LinkProblem | null {
  const reading = browserReading(href, { entities: !decoded });
  const shown = reading === href ? {} : { reading };
  const hidden = reading === href ? '' : ` (hidden by ${disguises(href, reading, decoded)})`;
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(reading)?.[1];
  if (scheme === undefined) {
    if (/^[^/?#]*:/.test(reading)) return { why: `starts with something other than a scheme, a site path or a #fragment${hidden}`, ...shown };
    if (reading.startsWith('//')) return { why: `starts with //${hidden}, which leaves out the scheme of a link to another site`, ...shown };
    return reading === href ? null : { why: `is written with ${disguises(href, reading, decoded)}`, ...shown, suggestion: reading };
  }
  if (scheme === 'http') {
    const host = hostOf(reading);
    if (!host || !HTTP_ONLY_HOSTS.includes(host))
      return { why: `uses http:${hidden}, which only a host of HTTP_ONLY_HOSTS (model/links.ts) may use`, ...shown, suggestion: `https:${reading.slice(5)}` };
  } else if (!['https', 'mailto', 'tel'].includes(scheme)) {
    return { why: `uses the ${scheme}: scheme${hidden}, which a visitor cannot follow safely`, ...shown };
  }
  if (reading !== href) return { why: `writes its ${scheme}: address with ${disguises(href, reading, decoded)}`, ...shown, suggestion: reading };
  return null;
}

/** What makes a written link differ from what a browser reads, in the owner's words. */
function disguises(href: string, reading: string, decoded: boolean): string {
  const references = [...new Set(href.match(/&(?:#\d+|#x[0-9a-f]+|[a-z]+);?/gi) ?? [])].filter((ref) => decodeEntities(ref) !== ref);
  const found = [
    !decoded && references.length > 0 && `the character reference${references.length > 1 ? 's' : ''} ${references.join(' ')}`,
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this finds.
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(href) && 'control characters',
    /[\t\n\r]/.test(href) && 'tabs or line breaks',
    /^[ \u00a0]|[ \u00a0]$/.test(href) && 'spaces around it',
    /^[^/?#:]*%[0-9a-f]{2}[^/?#:]*:/i.test(href) && 'percent-encoding in the scheme',
    /^[^/?#:]*[A-Z][^/?#:]*:/.test(href.replace(/%[0-9a-f]{2}/gi, '')) && 'capitals in the scheme',
    href.includes('\\') && 'a backslash, which a browser reads as "/"',
  ].filter((part): part is string => typeof part === 'string');
  return found.length ? found.join(' and ') : `a form a browser reads as ${JSON.stringify(reading)}`;
}

const hostOf = (href: string) => {
  try {
    return new URL(href).hostname;
  } catch {
    return undefined;
  }
};

/**
 * What a Markdown link points at: an address off the site (a scheme such as https: or mailto:, or
 * `//host`), a site path (`/birding-tour/#endemic`, which gets the base path), a fragment of the post's
 * own page, or a path relative to the post's address, which the site never writes. The build checks
 * site paths against the routes (scripts/content/posts.ts) with this same reading.
 */
export function linkKind(href: string): 'outside' | 'site' | 'fragment' | 'relative' {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return 'outside';
  if (href.startsWith('/')) return 'site';
  if (href.startsWith('#')) return 'fragment';
  return 'relative';
}
