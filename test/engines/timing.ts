import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { EnginePage } from './engine.ts';

/**
 * With ENGINE_TIMINGS set, wraps a page so every driver call is timed, and writes the totals per
 * kind of call (a goto, a click, a wait named by what it waits for) to
 * .cache/engines/<engine>-calls.json when the page closes: where an engine's minutes go.
 */
export function timed(page: EnginePage, started: number): EnginePage {
  if (!process.env.ENGINE_TIMINGS) return page;
  const totals = new Map<string, { calls: number; ms: number }>();
  const opened = Date.now() - started;
  const wrap =
    <A extends any[], T>(method: string, label: (...args: any[]) => string, call: (...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      const t = performance.now();
      try {
        return await call(...args);
      } finally {
        const key = `${method} ${label(...args)}`.replace(/\d+/g, 'N');
        const entry = totals.get(key) ?? { calls: 0, ms: 0 };
        entry.calls += 1;
        entry.ms += performance.now() - t;
        totals.set(key, entry);
      }
    };
  return {
    engine: page.engine,
    clickFindsTheElement: page.clickFindsTheElement,
    goto: wrap('goto', () => '', page.goto),
    setViewport: wrap('setViewport', () => '', page.setViewport),
    setReducedMotion: wrap('setReducedMotion', () => '', page.setReducedMotion),
    evaluate: wrap('evaluate', (fn: unknown) => (fn as (...args: unknown[]) => unknown).name || 'anonymous', page.evaluate) as EnginePage['evaluate'],
    waitFor: wrap('waitFor', (what: unknown) => String(what).replace(/#[\w-]+|\.[\w-]+/g, '…'), page.waitFor) as EnginePage['waitFor'],
    click: wrap('click', () => '', page.click),
    press: wrap('press', (key: unknown) => String(key), page.press),
    screenshot: page.screenshot,
    errors: wrap('errors', () => '', page.errors),
    async close() {
      const closing = performance.now();
      await page.close();
      const rows = [...totals].map(([key, { calls, ms }]) => ({ key, calls, ms: Math.round(ms) })).sort((a, b) => b.ms - a.ms);
      const file = resolve(import.meta.dirname, `../../.cache/engines/${page.engine}-calls.json`);
      mkdirSync(resolve(file, '..'), { recursive: true });
      const sum = rows.reduce((s, r) => s + r.ms, 0);
      writeFileSync(
        file,
        `${JSON.stringify({ openMs: opened, closeMs: Math.round(performance.now() - closing), callsMs: sum, wallMs: Date.now() - started, rows }, null, 2)}\n`,
      );
    },
  };
}

/** CPU time (user and system, ms) of every process below this one: the browser an engine started, and what it started. Linux only; 0 elsewhere. */
export function browserCpuMs(): number {
  if (!existsSync('/proc/self/stat')) return 0;
  const tick = 1000 / 100; // USER_HZ
  const stats = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        // Fields after the command (which may hold spaces), from the state on: ppid is the 2nd, utime the 12th.
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
          .replace(/^.*\) /s, '')
          .split(' ');
        return [{ pid: Number(pid), ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * tick }];
      } catch {
        return [];
      }
    });
  const below = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const s of stats) {
      if (!below.has(s.pid) && below.has(s.ppid)) {
        below.add(s.pid);
        grew = true;
      }
    }
  }
  return Math.round(stats.filter((s) => s.pid !== process.pid && below.has(s.pid)).reduce((sum, s) => sum + s.cpu, 0));
}
