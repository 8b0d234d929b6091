import type { Browser } from 'playwright-core';

/** Lighthouse's phone: a Moto G Power, 412 × 823 CSS px at 1.75 dppx. */
export const PHONE_412 = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Lighthouse's slow 4G and mid-range phone as DevTools applies them (its `devtools` throttling:
 * 150 ms RTT × 3.75 per request, 1.6 Mbps × 0.9 down, 750 kbps × 0.9 up, CPU 4× slower). Without
 * it, everything on 127.0.0.1 arrives before the first paint and "bytes before paint" means nothing.
 */
const NETWORK = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8, uploadThroughput: (750 * 0.9 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

export const KINDS = ['html', 'css', 'js', 'font', 'image', 'other'] as const;
export type Kind = (typeof KINDS)[number];

export interface FirstLoad {
  /** Requests of the first load (until the network has been idle for 500 ms), the page itself included. */
  requests: number;
  /** Response body bytes as they crossed the wire (gzip where the server compressed), by kind. */
  bytes: Record<Kind, number>;
  /** First contentful paint, ms after the navigation started, under the throttling above. */
  fcpMs: number;
  /** Body bytes received before the first contentful paint. */
  bytesBeforeFcp: number;
}

const KIND_OF: Record<string, Kind> = { Document: 'html', Stylesheet: 'css', Script: 'js', Font: 'font', Image: 'image' };

interface Request {
  kind: Kind;
  headerBytes: number;
  bodyBytes: number;
  /** Decoded bytes as they arrived: [timestamp s, bytes]. */
  chunks: [number, number][];
}

/**
 * Loads `url` once in a fresh context (empty cache) as Lighthouse's phone on throttled slow 4G and
 * reads the Chrome DevTools Protocol network events: bytes per kind, request count, and how many
 * bytes had arrived when the first contentful paint happened (same monotonic clock as the paint).
 */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext(PHONE_412);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const requests = new Map<string, Request>();
    let navigationStart = Number.NaN;
    let fcp = Number.NaN;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Document' && Number.isNaN(navigationStart)) navigationStart = event.timestamp;
    });
    cdp.on('Network.responseReceived', (event) => {
      if (!/^https?:/.test(event.response.url)) return;
      requests.set(event.requestId, { kind: KIND_OF[event.type] ?? 'other', headerBytes: event.response.encodedDataLength, bodyBytes: 0, chunks: [] });
    });
    cdp.on('Network.dataReceived', (event) => requests.get(event.requestId)?.chunks.push([event.timestamp, event.dataLength]));
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.bodyBytes = event.encodedDataLength - request.headerBytes;
    });
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name === 'firstContentfulPaint' && Number.isNaN(fcp)) fcp = event.timestamp;
    });
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'networkidle' });

    const bytes = Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>;
    let bytesBeforeFcp = 0;
    for (const request of requests.values()) {
      bytes[request.kind] += request.bodyBytes;
      // Chunk events carry decoded sizes exactly but encoded sizes only roughly: the body's
      // encoded bytes are shared out in proportion to the decoded bytes that had arrived.
      const decoded = request.chunks.reduce((sum, [, size]) => sum + size, 0);
      const early = request.chunks.filter(([at]) => at <= fcp).reduce((sum, [, size]) => sum + size, 0);
      if (decoded > 0) bytesBeforeFcp += (request.bodyBytes * early) / decoded;
    }
    return { requests: requests.size, bytes, fcpMs: (fcp - navigationStart) * 1000, bytesBeforeFcp: Math.round(bytesBeforeFcp) };
  } finally {
    await context.close();
  }
}
