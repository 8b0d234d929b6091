import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, By, Capabilities, Key, type WebDriver } from 'selenium-webdriver';
import sharp from 'sharp';
import { readRecordedErrors, type EnginePage, type Viewport } from './engine.ts';
import { callExpression, pollExpression, START_MS, WAIT_MS, within } from './wait.ts';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// WebKitGTK's MiniBrowser over W3C WebDriver (WebKitWebDriver), on an Xvfb display we start: it
// has no headless mode. Two things a phone's Safari has that MiniBrowser needs help with:
// - Width: MiniBrowser's toolbar keeps its window at least 447 px wide. A GTK stylesheet in the
//   browser's own config folder shrinks the toolbar (it never touches the page), so the page gets
//   390 px as a phone gives it.
// - Reduced motion: WebKitGTK reads it from GTK's `gtk-enable-animations` once, at start, so the
//   reduced-motion pass runs in a second MiniBrowser (one at a time), started with it off.

/**
 * Xvfb has no GPU: WebKit's default GPU painting then runs on Mesa's software GL, and its DMA-BUF
 * renderer copies every frame once more. Painting with Skia on the CPU and presenting through
 * shared memory draws the same pages with about half the processor time (18.7 s against 34.8 s
 * for the 1440 px pass, measured with ENGINE_TIMINGS=1). Both are rendering paths, not web features.
 */
const LIGHT = { WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1', WEBKIT_DISABLE_DMABUF_RENDERER: '1' };

const KEYS = { Escape: Key.ESCAPE, Enter: Key.ENTER, Tab: Key.TAB } as const;

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });

/** Starts Xvfb on a display it picks itself (-displayfd), and resolves with that display. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  return new Promise((done, fail) => {
    let out = '';
    xvfb.stdio[3]!.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('\n')) done({ display: `:${out.trim()}`, process: xvfb });
    });
    xvfb.on('exit', (code) => fail(new Error(`Xvfb exited with ${code} before it gave a display`)));
  });
}

async function waitForDriver(url: string): Promise<void> {
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`WebKitWebDriver did not answer on ${url} within ${WAIT_MS} ms`);
}

/** A MiniBrowser wrapper with its own GTK config folder (toolbar stylesheet, animations on or off). */
function browserBinary(dir: string, name: string, animations: boolean): string {
  const config = join(dir, name);
  mkdirSync(join(config, 'gtk-3.0'), { recursive: true });
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n');
  writeFileSync(join(config, 'gtk-3.0', 'settings.ini'), `[Settings]\ngtk-enable-animations=${animations}\n`);
  const binary = join(dir, `${name}.sh`);
  writeFileSync(binary, `#!/bin/sh\nXDG_CONFIG_HOME='${config}' exec '${MINIBROWSER}' "$@"\n`, { mode: 0o755 });
  return binary;
}

/** One WebKitWebDriver with its MiniBrowser session: its own process group, so ending it ends the browser too. */
interface Session {
  driver: WebDriver;
  end(): Promise<void>;
}

/**
 * Starts a WebKitWebDriver and a MiniBrowser session on it. The driver leads a process group of
 * its own (MiniBrowser and WebKit's web and network processes join it), so `end()` can always
 * stop all of them: a polite WebDriver quit first, then the whole group. A quit or a session start
 * that hangs (WebKitWebDriver has no timeout of its own, and a busy CI machine once held a quit
 * for minutes) is bounded, and a start that fails is tried once more with a fresh driver.
 */
async function startSession(display: string, binary: string): Promise<Session> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const server = `http://127.0.0.1:${port}`;
    const driverProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore', detached: true, env: { ...process.env, ...LIGHT, DISPLAY: display } });
    const kill = () => {
      try {
        process.kill(-driverProcess.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    try {
      await waitForDriver(server);
      const capabilities = new Capabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary, args: ['--automation'] } });
      const building = new Builder().usingServer(server).withCapabilities(capabilities).build();
      building.catch(() => {}); // an abandoned start rejects once its driver is gone
      const driver = await within(START_MS, 'webkit: starting a MiniBrowser session', Promise.resolve(building));
      await driver.manage().setTimeouts({ script: WAIT_MS + 5000, pageLoad: START_MS });
      const end = async () => {
        await within(5000, 'webkit: quitting the session', driver.quit()).catch(() => {});
        kill();
      };
      return { driver, end };
    } catch (error) {
      kill();
      if (attempt === 2) throw error;
    }
  }
}

export async function openWebKit(siteUrl: string): Promise<EnginePage> {
  const dir = mkdtempSync(join(tmpdir(), 'webkit-engine-'));
  const binaries = { motion: browserBinary(dir, 'motion', true), reduced: browserBinary(dir, 'reduced', false) };
  const xvfb = await startXvfb();
  const stop = () => {
    xvfb.process.kill();
    rmSync(dir, { recursive: true, force: true });
  };
  let session: Session;
  let reduced = false;
  let viewport: Viewport | undefined;
  let path: string | undefined;
  const start = async () => {
    session = await startSession(xvfb.display, reduced ? binaries.reduced : binaries.motion);
  };
  try {
    await start();
  } catch (error) {
    stop();
    throw error;
  }
  const run = <T>(expression: string): Promise<T> => session.driver.executeScript(`return ${expression};`);
  const page: EnginePage = {
    engine: 'webkit',
    clickFindsTheElement: true,
    async goto(next) {
      path = next;
      await session.driver.get(new URL(next.replace(/^\//, ''), siteUrl).href);
    },
    async setViewport(size) {
      viewport = size;
      // The window holds the toolbar as well: size it, measure what the page got, correct by the
      // difference. GTK resizes asynchronously, so a measure may come before the resize lands.
      let outer = { width: size.width, height: size.height };
      for (let attempt = 0; attempt < 5; attempt++) {
        await session.driver
          .manage()
          .window()
          .setRect({ x: 0, y: 0, ...outer });
        const ok = await session.driver.executeAsyncScript(
          `const done = arguments[arguments.length - 1]; ${pollExpression((w: number, h: number) => innerWidth === w && innerHeight === h, [size.width, size.height], 1000)}.then(done);`,
        );
        if (ok) return;
        const [innerWidth, innerHeight] = await run<[number, number]>('[innerWidth, innerHeight]');
        outer = { width: outer.width + size.width - innerWidth, height: outer.height + size.height - innerHeight };
      }
      const got = await run<[number, number]>('[innerWidth, innerHeight]');
      throw new Error(`webkit: asked for a ${size.width}×${size.height} viewport, got ${got.join('×')}`);
    },
    async setReducedMotion(reduce) {
      if (reduce === reduced) return;
      reduced = reduce;
      await session.end();
      await start();
      if (viewport) await page.setViewport(viewport);
      if (path) await page.goto(path);
    },
    evaluate: (fn, ...args) => run(callExpression(fn, args)),
    async waitFor(what, fn, ...args) {
      const done = await session.driver.executeAsyncScript<{ value: never } | null>(
        `const done = arguments[arguments.length - 1]; ${pollExpression(fn, args)}.then(done);`,
      );
      if (!done) throw new Error(`webkit: waited ${WAIT_MS} ms for ${what}`);
      return done.value;
    },
    // WebDriver's element click presses the element's in-view centre, the point the caller found; a
    // pointer action at that point takes about four times as long in WebKitWebDriver.
    click: async ({ selector }) => session.driver.findElement(By.css(selector)).click(),
    press: (key) => session.driver.actions().sendKeys(KEYS[key]).perform(),
    async screenshot(file) {
      // WebKitGTK's screenshots stop at the viewport (an element's too): scroll a viewport at a
      // time and stack the shots. The fixed header and contact button show once per viewport.
      const [height, step, width] = await run<[number, number, number]>('[document.documentElement.scrollHeight, innerHeight, innerWidth]');
      const tiles: { input: Buffer; top: number; left: number }[] = [];
      for (let y = 0; y < height; y += step) {
        const top = await run<number>(`(scrollTo({ top: ${y}, behavior: 'instant' }), scrollY)`);
        await session.driver.executeAsyncScript(
          'const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done()));',
        );
        tiles.push({ input: Buffer.from(await session.driver.takeScreenshot(), 'base64'), top, left: 0 });
      }
      await run('(scrollTo({ top: 0, behavior: "instant" }), 0)');
      await sharp({ create: { width, height, channels: 4, background: '#ffffff' } })
        .composite(tiles)
        .png()
        .toFile(file);
    },
    errors: () => session.driver.executeScript(readRecordedErrors),
    async close() {
      try {
        await session.end();
      } finally {
        stop();
      }
    },
  };
  return page;
}
