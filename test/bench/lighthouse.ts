import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, CHROMIUM_ARGS } from '../helpers/chromium.ts';
import { formatTable } from '../../scripts/pipeline/report.ts';

export interface LighthouseFigures {
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Lab metrics of Lighthouse's simulated phone on slow 4G, ms (CLS unitless). */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The element Lighthouse found for LCP: its selector, or its markup when it has none. */
  lcpElement: string;
  /** Audits that cost points in accessibility, best practices or SEO, as `category: audit-id`. */
  misses: string[];
  /** Lighthouse's error code when the run failed (its figures are then NaN). */
  error?: string;
}

/** A headless Chromium for Lighthouse to drive; kill it when done (it lingers otherwise). */
export function launchChrome(): Promise<LaunchedChrome> {
  return launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
}

interface NodeItem {
  node?: { selector?: string; snippet?: string };
}
interface Details {
  type?: string;
  items?: (NodeItem & Details)[];
}

/** The first node an audit's details name (LCP element: a list holding a table since Lighthouse 10). */
function firstNode(details: Details | undefined): string {
  for (const item of details?.items ?? []) {
    if (item.node) return item.node.selector || item.node.snippet || '?';
    const nested = firstNode(item);
    if (nested !== '') return nested;
  }
  return '';
}

/**
 * One Lighthouse mobile run (its default config: Moto G Power at 412 px, simulated slow 4G) of
 * `url`, tried once more when Lighthouse reports a failed run (a busy machine can time it out).
 */
export async function runLighthouse(url: string, port: number, attempts = 2): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError && attempts > 1) return runLighthouse(url, port, attempts - 1);
  const score = (id: string) => (runtimeError ? Number.NaN : Math.round((categories[id]?.score ?? 0) * 100));
  const metric = (id: string) => (runtimeError ? Number.NaN : (audits[id]?.numericValue ?? Number.NaN));
  const misses = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (categories[category]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => `${category}: ${ref.id}`),
  );
  return {
    ...(runtimeError ? { error: runtimeError.code } : {}),
    misses,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    lcpElement: firstNode(audits['largest-contentful-paint-element']?.details as Details | undefined) || '(none)',
  };
}

/** Scores, metrics and LCP element per page, as an aligned table. */
export function formatLighthouseTable(figures: Map<string, LighthouseFigures>): string {
  const rows = [...figures].map(([path, f]) => [
    path,
    String(f.performance),
    String(f.accessibility),
    String(f.bestPractices),
    String(f.seo),
    f.fcp.toFixed(0),
    f.lcp.toFixed(0),
    f.tbt.toFixed(0),
    f.cls.toFixed(3),
    f.error ? `run failed: ${f.error}` : f.lcpElement,
  ]);
  const table = formatTable(['page', 'perf', 'a11y', 'best', 'seo', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'LCP element'], rows, { leftAligned: [0, 9] });
  // Audits that cost points, each listed once with the pages it concerns.
  const pagesByMiss = new Map<string, string[]>();
  for (const [path, f] of figures) for (const miss of f.misses) pagesByMiss.set(miss, [...(pagesByMiss.get(miss) ?? []), path]);
  const misses = [...pagesByMiss].map(([miss, paths]) => `  ${miss} (${paths.length === figures.size ? 'every page' : paths.join(', ')})`);
  return misses.length > 0 ? `${table}\npoints lost to:\n${misses.join('\n')}` : table;
}
