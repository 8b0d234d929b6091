// The script the dev server adds to every page: it listens for the server's events and reloads the
// page, swaps its stylesheets in place, or shows a failed build over the last good page.

/** The client script, for a site under `basePath`. */
export function clientScript(basePath: string): string {
  return `(${client.toString()})(${JSON.stringify(basePath)}, ${swapStyles.toString()}, ${failureBox.toString()});`;
}

// Runs in the browser; written as functions so the type checker reads them. The helpers arrive as
// arguments: each is sent as its own source text.
function client(basePath: string, swap: typeof swapStyles, box: typeof failureBox) {
  const here = () => location.pathname.slice(basePath.length - 1) || '/';
  // The build this page came from: an edit saved before the stream connected still reloads it.
  const built = new URL(import.meta.url).searchParams.get('build') ?? '0';
  const events = new EventSource(`${basePath}__dev/events?build=${built}`);
  let shown: HTMLElement | undefined;
  events.addEventListener('reload', (event) => {
    const pages = JSON.parse((event as MessageEvent).data) as string[];
    if (shown || pages.includes('*') || pages.includes(here()) || pages.includes(here().replace(/index\.html$/, ''))) location.reload();
  });
  events.addEventListener('css', async () => {
    if (shown) return location.reload();
    await swap();
  });
  events.addEventListener('failed', (event) => {
    shown?.remove();
    shown = box(JSON.parse((event as MessageEvent).data) as Record<string, string | number | undefined>);
    document.body.append(shown);
  });
  events.addEventListener('fixed', () => location.reload());
}

/** Swaps the page's inlined rules and stylesheet links for the new page's, once its links loaded. */
async function swapStyles() {
  const fresh = new DOMParser().parseFromString(await (await fetch(location.href, { cache: 'no-store' })).text(), 'text/html');
  const old = [...document.querySelectorAll('style, link[rel="stylesheet"]')];
  const added = [...fresh.querySelectorAll('style, link[rel="stylesheet"]')].map((node) => {
    const copy = document.importNode(node, true) as HTMLElement;
    document.head.append(copy);
    return copy instanceof HTMLLinkElement ? new Promise((done) => copy.addEventListener('load', done, { once: true })) : undefined;
  });
  await Promise.all(added);
  for (const node of old) node.remove();
  document.documentElement.dataset.devCss = String(Date.now());
}

/** The box shown over the last good page when a build failed: the message and the fields the error names. */
function failureBox(failure: Record<string, string | number | undefined>): HTMLElement {
  const box = document.createElement('dev-build-error');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgb(20 20 20 / .9);color:#fff;font:15px/1.5 ui-monospace,monospace;padding:2rem';
  const title = document.createElement('h2');
  title.textContent = 'Build failed: ' + failure.message;
  title.style.cssText = 'color:#ff8a80;font-size:1.2rem;margin:0 0 1rem';
  const list = document.createElement('dl');
  list.style.cssText = 'display:grid;grid-template-columns:max-content 1fr;gap:.3rem 1rem;margin:0;white-space:pre-wrap';
  const rows: [string, unknown][] = [
    ['file', failure.file && (failure.line ? failure.file + ':' + failure.line : failure.file)],
    ['field', failure.field],
    ['expected', failure.expected],
    ['found', failure.found],
    ['fix', failure.fix],
  ];
  for (const [name, value] of rows) {
    if (value === undefined || value === '') continue;
    const term = document.createElement('dt');
    term.textContent = name;
    term.style.color = '#9e9e9e';
    const text = document.createElement('dd');
    text.textContent = String(value);
    text.style.margin = '0';
    list.append(term, text);
  }
  const note = document.createElement('p');
  note.textContent = 'This is the last good page. Save a fix and it reloads.';
  note.style.color = '#9e9e9e';
  box.append(title, list, note);
  return box;
}
