/** Longest wait for a fact in the page: generous, as the suite may share two cores with other work. */
export const WAIT_MS = Number(process.env.ENGINE_WAIT_MS ?? 15_000);

/**
 * Longest wait for a browser to start or a page to load: three engines share two cores, and a
 * cold start or a load can take many times its usual second while another engine is busy.
 */
export const START_MS = WAIT_MS * 6;

/** `promise`, or a rejection naming `what` once `ms` have passed without it settling: for driver calls that have no timeout of their own. */
export function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * An expression that checks `fn(...args)` in the page at every animation frame until it returns a
 * truthy value, resolving `{ value }`, or null after `timeout`: one round trip per wait in every
 * engine, where polling from Node would cost one per try over WebDriver. Frames are when what a
 * visitor sees changes (a transition, a scroll, a hydrated island's render); a timer stands in
 * where a browser throttles frames. A throw counts as not yet (the element may not exist yet).
 */
export function pollExpression(fn: (...args: never[]) => unknown, args: unknown[], timeout = WAIT_MS): string {
  return `new Promise((resolve) => {
    const __name = (f) => f;
    const fn = (${fn.toString()});
    const args = ${JSON.stringify(args)};
    const start = performance.now();
    const tick = () => {
      let value = false;
      try { value = fn(...args); } catch { value = false; }
      if (value) return resolve({ value });
      if (performance.now() - start > ${timeout}) return resolve(null);
      let ran = false;
      const next = () => { if (!ran) { ran = true; tick(); } };
      requestAnimationFrame(next);
      setTimeout(next, 100);
    };
    tick();
  })`;
}

/**
 * `(fn)(...args)` as an expression. Under tsx, esbuild wraps named inner functions in `__name(…)`,
 * a helper the page lacks: the expression brings an identity one into scope.
 */
export const callExpression = (fn: (...args: never[]) => unknown, args: unknown[]) => `((__name) => (${fn.toString()})(...${JSON.stringify(args)}))((f) => f)`;
