import { startStaticServer } from '../../scripts/serve.ts';

// dist/ served as a static host does (scripts/serve.ts), with two additions for the engine layer:
//
// - Every page loads /__engines/console.js first, right after its Content-Security-Policy (so the
//   policy applies to it, and 'self' allows it). It records console errors, uncaught exceptions,
//   failed loads (a preload by its candidates) and policy violations in `window.__engineErrors`. WebKitGTK's WebDriver has no
//   console log and no way to run a script before the page's own, so this is how WebKit reports
//   errors; Chromium and Firefox use it too, beside their native console events, so the three
//   engines are held to the same list.
// - GET /__engines/block?prefix=/assets/img/x- answers 404 for every file under that prefix until
//   the next call (an empty prefix clears it): a broken image the same way in every engine, where
//   WebDriver classic cannot intercept requests.

const RECORDER = `(() => {
  const log = (window.__engineErrors = []);
  const error = console.error;
  console.error = function (...args) {
    log.push('console.error: ' + args.map(String).join(' '));
    return error.apply(this, args);
  };
  addEventListener('error', (event) => {
    const target = event.target;
    if (target && target !== window && 'tagName' in target) log.push('failed to load ' + (target.currentSrc || target.src || target.href || (target.getAttribute && target.getAttribute('imagesrcset')) || target.tagName));
    else log.push('uncaught: ' + (event.error && event.error.stack ? event.error.stack : event.message));
  }, true);
  addEventListener('unhandledrejection', (event) => log.push('unhandled rejection: ' + (event.reason && event.reason.stack ? event.reason.stack : event.reason)));
  document.addEventListener('securitypolicyviolation', (event) => log.push('Content-Security-Policy refused ' + event.blockedURI + ' (' + event.violatedDirective + ')'));
})();
`;

const CSP_META = /(<meta http-equiv="Content-Security-Policy"[^>]*>)/;

/** Serves `dir` on 127.0.0.1 with the error recorder and the image block switch. */
export async function startEngineServer(dir: string) {
  let blocked = '';
  return startStaticServer({
    dir,
    intercept: (req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/__engines/console.js') {
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }).end(RECORDER);
        return true;
      }
      if (url.pathname === '/__engines/block') {
        blocked = url.searchParams.get('prefix') ?? '';
        res.writeHead(204).end();
        return true;
      }
      if (blocked && url.pathname.startsWith(blocked)) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('blocked by the test');
        return true;
      }
      return false;
    },
    transformHtml: (html) => {
      if (!CSP_META.test(html)) throw new Error('engine server: a page without its Content-Security-Policy <meta>; the error recorder goes right after it');
      return html.replace(CSP_META, '$1<script src="/__engines/console.js"></script>');
    },
  });
}
