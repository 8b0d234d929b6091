// The MDN HTTP Observatory's grading (algorithm version 6: mdn/mdn-http-observatory,
// src/analyzer/tests/*.js and src/grader/charts.js), applied offline to the headers a host sends
// for a page and to the page's HTML. Two of its twelve tests need the live host: redirection
// (http → https on the same host) is assumed, the HSTS preload list is not consulted.

interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

interface Score {
  score: number;
  grade: string;
  tests: TestResult[];
}

type Csp = Map<string, Set<string>>;

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const INLINE = new Set(["'unsafe-inline'", 'data:']);
const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

function parsePolicy(policy: string): Csp {
  const csp: Csp = new Map();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) csp.set(name.toLowerCase(), new Set(sources.map((s) => s.toLowerCase())));
  }
  return csp;
}

/** Header and <meta> policies combined as the Observatory combines them: a source must be in both. */
function combine(header: Csp | undefined, meta: Csp | undefined): Csp {
  const metaAllowed = new Map([...(meta ?? [])].filter(([name]) => !['frame-ancestors', 'report-uri', 'sandbox'].includes(name)));
  if (!header) return metaAllowed;
  const result = new Map(header);
  for (const [name, sources] of metaAllowed) {
    const mine = result.get(name);
    result.set(name, mine ? new Set([...mine].filter((s) => sources.has(s))) : sources);
  }
  return result;
}

function cspTest(header: string | undefined, meta: string | undefined): TestResult & { frameAncestors: boolean } {
  const test = 'content-security-policy';
  if (!header && !meta) return { test, result: 'csp-not-implemented', modifier: -25, frameAncestors: false };
  const csp = combine(header ? parsePolicy(header) : undefined, meta ? parsePolicy(meta) : undefined);
  const get = (name: string) => csp.get(name) ?? csp.get('default-src') ?? new Set(['*']);
  const script = get('script-src');
  const style = get('style-src');
  const active = [...csp]
    .filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name))
    .flatMap(([, s]) => [...s])
    .concat([...script]);
  const passive = ['img-src', 'media-src'].flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])]);
  const frameAncestors = Boolean(header && parsePolicy(header).has('frame-ancestors'));
  const insecure = (sources: string[]) => sources.some((s) => s.startsWith('http:') || s.startsWith('ftp:'));
  const ruled: [boolean, string, number][] = [
    [[...script].some((s) => BROAD.has(s) || INLINE.has(s)) || [...get('object-src')].some((s) => BROAD.has(s)), 'csp-implemented-with-unsafe-inline', -20],
    [insecure(active), 'csp-implemented-with-insecure-scheme', -20],
    [script.has("'unsafe-eval'") || style.has("'unsafe-eval'"), 'csp-implemented-with-unsafe-eval', -10],
    [insecure(passive), 'csp-implemented-with-insecure-scheme-in-passive-content-only', -10],
    [[...style].some((s) => BROAD.has(s) || INLINE.has(s)), 'csp-implemented-with-unsafe-inline-in-style-src-only', 0],
    [csp.get('default-src')?.size === 1 && csp.get('default-src')!.has("'none'"), 'csp-implemented-with-no-unsafe-default-src-none', 10],
    [true, 'csp-implemented-with-no-unsafe', 5],
  ];
  const [, result, modifier] = ruled.find(([applies]) => applies)!;
  return { test, result, modifier, frameAncestors };
}

/** One of the Observatory's token-valued headers: `values` maps each accepted token to its result and modifier. */
function tokenTest(
  test: string,
  value: string | undefined,
  values: Record<string, [string, number]>,
  absent: [string, number],
  invalid: [string, number],
): TestResult {
  const [result, modifier] = value === undefined ? absent : (values[value.trim().toLowerCase()] ?? invalid);
  return { test, result, modifier };
}

function hstsTest(value: string | undefined): TestResult {
  const test = 'strict-transport-security';
  if (value === undefined) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(value)?.[1];
  if (maxAge === undefined || value.includes(',')) return { test, result: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge) >= 15768000
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

function referrerTest(value: string | undefined): TestResult {
  const test = 'referrer-policy';
  if (value === undefined) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const policy = value
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter((v) => good.includes(v) || bad.includes(v))
    .at(-1);
  if (policy && good.includes(policy)) return { test, result: 'referrer-policy-private', modifier: 5 };
  return policy ? { test, result: 'referrer-policy-unsafe', modifier: -5 } : { test, result: 'referrer-policy-header-invalid', modifier: -5 };
}

function sriTest(html: string): TestResult {
  const test = 'subresource-integrity';
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  if (scripts.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const external = scripts.filter((s) => /\ssrc="(?:https?:)?\/\//i.test(s));
  if (external.some((s) => /\ssrc="(?:http:)?\/\//i.test(s)))
    return { test, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 };
  if (external.some((s) => !/\sintegrity=/i.test(s))) return { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
  if (scripts.some((s) => /\ssrc=/i.test(s) && /\sintegrity=/i.test(s)))
    return { test, result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 };
  return { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
}

/** The Content-Security-Policy of a page's `<meta http-equiv>`, entities decoded. */
function metaPolicy(html: string): string | undefined {
  const tag = /<meta\s[^>]*http-equiv="content-security-policy"[^>]*>/i.exec(html)?.[0];
  const content = tag && /\scontent="([^"]*)"/i.exec(tag)?.[1];
  return content
    ?.replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/**
 * Scores a page as the Observatory would: `headers` are the response headers (lower-case names)
 * the host sends for it over https, `html` its body.
 */
export function observatoryScore(headers: Readonly<Record<string, string>>, html: string): Score {
  const csp = cspTest(headers['content-security-policy'], metaPolicy(html));
  const xfo = headers['x-frame-options']?.trim().toLowerCase();
  const tests: TestResult[] = [
    { test: csp.test, result: csp.result, modifier: csp.modifier },
    headers['set-cookie'] === undefined
      ? { test: 'cookies', result: 'cookies-not-found', modifier: 0 }
      : { test: 'cookies', result: 'cookies-set: score them on the live host', modifier: 0 },
    tokenTest(
      'cross-origin-embedder-policy',
      headers['cross-origin-embedder-policy'],
      {
        'require-corp': ['coep-implemented-with-require-corp', 10],
        credentialless: ['coep-implemented-with-credentialless', 10],
        'unsafe-none': ['coep-implemented-with-unsafe-none', 0],
      },
      ['coep-not-implemented', 0],
      ['coep-header-invalid', -5],
    ),
    tokenTest(
      'cross-origin-opener-policy',
      headers['cross-origin-opener-policy'],
      {
        'same-origin': ['coop-implemented-with-same-origin', 10],
        'same-origin-allow-popups': ['coop-implemented-with-same-origin-allow-popups', 10],
        'noopener-allow-popups': ['coop-implemented-with-noopener-allow-popups', 10],
        'unsafe-none': ['coop-implemented-with-unsafe-none', 0],
      },
      ['coop-not-implemented', 0],
      ['coop-header-invalid', -5],
    ),
    headers['access-control-allow-origin'] === undefined
      ? { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 }
      : {
          test: 'cross-origin-resource-sharing',
          result: 'cross-origin-resource-sharing-implemented-with-public-access',
          modifier: headers['access-control-allow-credentials'] === 'true' ? -50 : 0,
        },
    { test: 'redirection', result: 'redirection-to-https (assumed: the host redirects http to https on the same host)', modifier: 0 },
    referrerTest(headers['referrer-policy']),
    hstsTest(headers['strict-transport-security']),
    sriTest(html),
    tokenTest(
      'x-content-type-options',
      headers['x-content-type-options'],
      { nosniff: ['x-content-type-options-nosniff', 0] },
      ['x-content-type-options-not-implemented', -5],
      ['x-content-type-options-header-invalid', -5],
    ),
    csp.frameAncestors
      ? { test: 'x-frame-options', result: 'x-frame-options-implemented-via-csp', modifier: 5 }
      : xfo === 'deny' || xfo === 'sameorigin'
        ? { test: 'x-frame-options', result: 'x-frame-options-sameorigin-or-deny', modifier: 5 }
        : { test: 'x-frame-options', result: xfo === undefined ? 'x-frame-options-not-implemented' : 'x-frame-options-header-invalid', modifier: -20 },
    tokenTest(
      'cross-origin-resource-policy',
      headers['cross-origin-resource-policy'],
      {
        'same-origin': ['corp-implemented-with-same-origin', 10],
        'same-site': ['corp-implemented-with-same-site', 10],
        'cross-origin': ['corp-implemented-with-cross-origin', 0],
      },
      ['corp-not-implemented', 0],
      ['corp-header-invalid', -5],
    ),
  ];
  // Bonuses count only when the score without them is already an A (90 or more).
  const penalties = 100 + tests.reduce((sum, t) => sum + Math.min(t.modifier, 0), 0);
  const score = Math.max(0, penalties >= 90 ? 100 + tests.reduce((sum, t) => sum + t.modifier, 0) : penalties);
  return { score, grade: GRADES.find(([min]) => score >= min)![1], tests };
}
