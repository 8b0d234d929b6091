// The script the dev server adds to every page: it listens for the server's events and updates the
// page in place (its body, or only its stylesheets), reloads it, or shows a failed build over the
// last good page.

// idiomorph's browser module, which the dev server serves at the URL the script imports it from.
declare const Idiomorph: typeof import('idiomorph').Idiomorph;

/** The URL path of idiomorph's browser module under `basePath`. */
export const idiomorphPath = (basePath: string) => `${basePath}__dev/idiomorph.js`;

/** The client script (an ES module), for a site under `basePath`. */
export function clientScript(basePath: string): string {
  // Each helper is sent as its own source text, declared in the client's block so each calls the others by name.
  const helpers = [linked, loaded, whole, morph, patch, swapStyles].map((helper) => helper.toString());
  const imports = `import { Idiomorph } from ${JSON.stringify(idiomorphPath(basePath))};`;
  return `${imports}\n{\n${helpers.join('\n')}\n(${client.toString()})(${JSON.stringify(basePath)});\n}`;
}

// Runs in the browser, as do the functions below it; written as functions so the type checker reads them.
function client(basePath: string) {
  const here = () => location.pathname.slice(basePath.length - 1) || '/';
  // The build this page came from: an edit saved before the stream connected still reloads it.
  const built = new URL(import.meta.url).searchParams.get('build') ?? '0';
  const events = new EventSource(`${basePath}__dev/events?build=${built}`);
  let shown: HTMLElement | undefined;
  let patching = Promise.resolve();
  // Settles once the page has loaded whole, has applied every update it was sent (its widgets run
  // again included, and an edited loader's new file loaded and run) and is idle (islands hydrate
  // when it is): npm run bench:dev saves its next edit from a settled page, as a person would.
  const pageLoaded = new Promise<void>((done) => (document.readyState === 'complete' ? done() : addEventListener('load', () => done(), { once: true })));
  (window as unknown as { devSettled: () => Promise<void> }).devSettled = () =>
    Promise.all([pageLoaded, patching]).then(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 1000 })));
  events.addEventListener('reload', (event) => {
    const pages = JSON.parse((event as MessageEvent).data) as string[];
    if (shown) return location.reload();
    if (pages.includes('*') || pages.includes(here()) || pages.includes(here().replace(/index\.html$/, ''))) {
      patching = patching.then(patch).catch((error: unknown) => {
        console.warn('dev: the page could not be updated in place, reloading', error);
        location.reload();
      });
    }
  });
  events.addEventListener('css', (event) => {
    if (shown) return location.reload();
    const renamed = JSON.parse((event as MessageEvent).data) as Record<string, string>;
    patching = patching.then(() => swapStyles(renamed)).catch(() => location.reload());
  });
  // The server sends the box shown over the last good page (scripts/dev/report.ts).
  events.addEventListener('failed', (event) => {
    shown?.remove();
    document.body.insertAdjacentHTML('beforeend', JSON.parse((event as MessageEvent).data) as string);
    shown = document.body.lastElementChild as HTMLElement;
  });
  events.addEventListener('fixed', () => location.reload());
}

/** The stylesheet links in a document or element. */
function linked(doc: Document | Element): HTMLLinkElement[] {
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
}

/** Settles when a link or script loaded or failed; a second at most: one that did either before it was watched sends no event. */
function loaded(element: HTMLLinkElement | HTMLScriptElement): Promise<unknown> {
  return new Promise((done) => {
    element.addEventListener('load', done, { once: true });
    element.addEventListener('error', done, { once: true });
    setTimeout(done, 1000);
  });
}

/** An element replaced whole when it differs: one a widget runs on (its old copy is never kept, so the widget runs on a fresh one). */
function whole(node: Node): boolean {
  return node instanceof Element && (node.hasAttribute('data-widget') || node.hasAttribute('data-island') || node.hasAttribute('data-ready'));
}

/**
 * Makes `from` (in the page) match `to` (the new markup) with idiomorph, keeping every node that
 * stays the same: unchanged pictures are not decoded again, unchanged stylesheets not applied
 * again, the scroll position stays, and a focused field keeps its focus, selection and typed value.
 * An element `whole` names that differs is replaced once the morph is done (replacing it during
 * the morph would lose idiomorph's place among its siblings).
 */
function morph(from: Element, to: Element): void {
  const replaced: [Element, Element][] = [];
  Idiomorph.morph(from, to, {
    ignoreActiveValue: true,
    callbacks: {
      beforeNodeMorphed(old, fresh) {
        if (!whole(old) && !whole(fresh)) return true;
        if (!old.isEqualNode(fresh)) replaced.push([old, fresh as Element]);
        return false;
      },
    },
  });
  for (const [old, fresh] of replaced) old.replaceWith(fresh);
}

/**
 * Updates the open page without a navigation: the body is morphed into the new HTML's (and the
 * title and inlined first-view rules replaced), and its widgets run again on the new markup from
 * a fresh copy of their module. The page is styled throughout: new stylesheets load in <head>
 * before the body changes. Nothing else is fetched again.
 */
async function patch(): Promise<void> {
  const response = await fetch(location.href, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${location.href} answered ${response.status}`);
  const fresh = new DOMParser().parseFromString(await response.text(), 'text/html');
  // The loader (widgets/loader.ts) is the classic script in <head>. Its name changes when only the
  // widgets file it names did (any widget edit), which the fresh import of that file below serves;
  // when its own code changed, its new file runs in the page too, once the body is morphed.
  const loaderOf = (doc: Document) => doc.querySelector<HTMLScriptElement>('head script[src]:not([type="module"])');
  const loader = (doc: Document) => loaderOf(doc)?.getAttribute('src') ?? '';
  let rerun: HTMLScriptElement | undefined;
  if (loader(document) !== loader(fresh)) {
    const code = async (src: string) => (src ? (await (await fetch(src)).text()).replace(/[\w.-]*-widgets-[\w-]*\.js/g, '') : '');
    const [was, now] = await Promise.all([code(loader(document)), code(loader(fresh))]);
    if (was !== now) rerun = loaderOf(fresh)!;
  }
  const present = new Set(linked(document).map((link) => link.href));
  const held = linked(fresh)
    .filter((link) => !present.has(new URL(link.getAttribute('href')!, location.href).href))
    .map((link) => document.head.appendChild(document.importNode(link)));
  await Promise.all(held.map(loaded));
  if (document.title !== fresh.title) document.title = fresh.title;
  const styles = (doc: Document) => [...doc.querySelectorAll('head style')];
  const rules = (doc: Document) => styles(doc).map((style) => style.textContent);
  if (rules(document).join('') !== rules(fresh).join('')) {
    for (const style of styles(document)) style.remove();
    document.head.prepend(...styles(fresh).map((style) => document.importNode(style, true)));
  }
  const body = document.importNode(fresh.body, true);
  morph(document.body, body);
  await Promise.all(linked(document.body).map((link) => (link.sheet ? undefined : loaded(link))));
  for (const link of linked(document.head)) link.remove();
  const widgets = fresh.querySelector('script[data-widgets]')?.getAttribute('data-widgets');
  if (widgets) await import(`${widgets}?dev=${Date.now()}`);
  if (rerun) {
    // A copy of the parsed element would never run; an element made here does. Its own import of
    // the widgets file finds every root already enhanced and every island already hydrated.
    const script = document.createElement('script');
    for (const { name, value } of [...rerun.attributes]) script.setAttribute(name, value);
    loaderOf(document)?.replaceWith(script);
    await loaded(script);
  }
}

/** Swaps the page's stylesheets for their new files, in place. */
async function swapStyles(renamed: Record<string, string>): Promise<void> {
  const links = linked(document);
  if (links.length > 0 && links.every((link) => renamed[link.getAttribute('href')!])) {
    // Each stylesheet link gets its new file beside it; once all loaded, the old links go, and so
    // do the inlined first-view rules (the full stylesheets hold every one of them).
    const inlined = [...document.querySelectorAll('head style')];
    await Promise.all(
      links.map((link) => {
        const copy = link.cloneNode() as HTMLLinkElement;
        copy.href = renamed[link.getAttribute('href')!]!;
        link.after(copy);
        return loaded(copy);
      }),
    );
    for (const node of [...links, ...inlined]) node.remove();
  } else {
    // A page whose links the server did not name: its new inlined rules and links, from the page itself.
    const fresh = new DOMParser().parseFromString(await (await fetch(location.href, { cache: 'no-store' })).text(), 'text/html');
    const old = [...document.querySelectorAll('style, link[rel="stylesheet"]')];
    const added = [...fresh.querySelectorAll('style, link[rel="stylesheet"]')].map((node) => {
      const copy = document.importNode(node, true) as HTMLElement;
      document.head.append(copy);
      return copy instanceof HTMLLinkElement ? loaded(copy) : undefined;
    });
    await Promise.all(added);
    for (const node of old) node.remove();
  }
  document.documentElement.dataset.devCss = String(Date.now());
}
