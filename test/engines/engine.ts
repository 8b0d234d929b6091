import { existsSync } from 'node:fs';

// The three engines a visitor browses with, and the one page API the behaviour table and the
// screenshots are written against. Each engine has its own driver (chromium.ts over
// playwright-core, firefox.ts over puppeteer-core and WebDriver BiDi, webkit.ts over
// selenium-webdriver and WebKitWebDriver); nothing above this file knows which one it holds.

export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINES)[number];

export interface Viewport {
  width: number;
  height: number;
}

export const PHONE: Viewport = { width: 390, height: 844 };
export const DESKTOP: Viewport = { width: 1440, height: 900 };

export interface Point {
  x: number;
  y: number;
}

export interface ClickTarget extends Point {
  selector: string;
}

/** What a wait resolves with: the check's value once it holds. */
export type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

/** A serialisable in-page function: it runs in the page, so it may use only its arguments. */
export type PageFunction<A extends unknown[], T> = (...args: A) => T;

/** One tab in one engine, as a visitor's browser: it loads pages, clicks, types and looks. */
export interface EnginePage {
  readonly engine: EngineName;
  /** Loads a site path and waits for the load event. */
  goto(path: string): Promise<void>;
  /** Sets the size of the page's viewport (CSS pixels), as a phone or a desktop window would have it. */
  setViewport(viewport: Viewport): Promise<void>;
  /** Asks for less motion, as the operating system setting does (prefers-reduced-motion). */
  setReducedMotion(reduce: boolean): Promise<void>;
  evaluate<A extends unknown[], T>(fn: PageFunction<A, T>, ...args: A): Promise<Awaited<T>>;
  /** Waits until `fn` returns a truthy value in the page, and resolves with it; `what` names the fact in the timeout error. */
  waitFor<A extends unknown[], T>(what: string, fn: PageFunction<A, T>, ...args: A): Promise<Truthy<Awaited<T>>>;
  /**
   * A real pointer click on the element `selector`, at `x`, `y` (CSS pixels in the viewport) where
   * the caller found its centre in view, still and uncovered, as a visitor's finger or mouse makes it.
   */
  click(target: ClickTarget): Promise<void>;
  /** The driver's click takes the element's centre again as it clicks (WebDriver's element click), so it cannot land elsewhere. */
  readonly clickFindsTheElement: boolean;
  /** A real key press sent to the focused element. */
  press(key: 'Escape' | 'Enter' | 'Tab'): Promise<void>;
  /** Writes a PNG of the whole page. */
  screenshot(file: string): Promise<void>;
  /** Console errors, uncaught exceptions and failed loads since the last goto. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** What `npm test` needs installed per engine, and the line that installs it. */
const NEEDS: Record<EngineName, { files: string[]; install: string }> = {
  chromium: { files: [process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'], install: 'apt-get install -y chromium' },
  firefox: { files: [process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'], install: 'apt-get install -y firefox-esr webkit2gtk-driver xvfb' },
  webkit: {
    files: ['/usr/bin/WebKitWebDriver', '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/bin/Xvfb'],
    install: 'apt-get install -y firefox-esr webkit2gtk-driver xvfb',
  },
};

/** Why an engine cannot run here (the missing files and the install line), or null when it can. */
export function missingEngine(engine: EngineName): string | null {
  const absent = NEEDS[engine].files.filter((file) => !existsSync(file));
  return absent.length ? `${engine} is not installed (${absent.join(', ')} missing): ${NEEDS[engine].install}` : null;
}

/** Starts the engine and opens one page on the site at `siteUrl`. */
export async function openEngine(engine: EngineName, siteUrl: string): Promise<EnginePage> {
  switch (engine) {
    case 'chromium':
      return (await import('./chromium.ts')).openChromium(siteUrl);
    case 'firefox':
      return (await import('./firefox.ts')).openFirefox(siteUrl);
    case 'webkit':
      return (await import('./webkit.ts')).openWebKit(siteUrl);
  }
}

/**
 * Engines named on a command line: `all` or a comma-separated list. Without one, Firefox and
 * WebKit: the e2e layer already checks every behaviour of the table in Chromium (states.test.ts
 * enters every state of every page at 390 and 1440 px; the widget files click, key and wait through
 * each widget), so `npm test` checks each behaviour once per engine. `ENGINES=all` adds Chromium.
 */
export function parseEngines(value: string | undefined): EngineName[] {
  if (!value) return ['firefox', 'webkit'];
  if (value === 'all') return [...ENGINES];
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(ENGINES as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`--engines: unknown engine ${unknown.join(', ')}; expected all or a list of ${ENGINES.join(', ')}`);
  return names as EngineName[];
}

/** The in-page side of `errors()`: every engine's page records what its console would show (see console.ts). */
export const readRecordedErrors = () => ((window as unknown as { __engineErrors?: string[] }).__engineErrors ?? []).slice();
