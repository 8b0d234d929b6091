import { existsSync } from 'node:fs';

/** Debian's Chromium as visitors run it: Lighthouse and the benchmarks drive it. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the browser tests drive: Debian's headless shell of the same Chromium release
 * (`apt-get install -y chromium-headless-shell`) when it is installed, else the full browser. The
 * shell draws no browser window behind the page: the e2e layer took about a quarter less processor
 * time in it (694 against 907 processor-seconds alone on two cores), with the same results.
 * CHROMIUM_PATH sets both.
 */
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

/** Flags that keep Debian's Chromium headless, unsandboxed in containers and off the (closed) network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Where a page waits between visits: an empty document of the test server's own origin (see `visit`). */
export const BLANK_PATH = '/__e2e/blank';
