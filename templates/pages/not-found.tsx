import { useHref } from '../lib/site-context.tsx';
import { useEnhancers } from '../lib/island.tsx';

/** Served for any unknown path; the bundled not-found widget logs the requested path. */
export function NotFoundPage() {
  const href = useHref();
  return (
    <section className="not-found" {...useEnhancers('not-found')}>
      <div className="container not-found-inner">
        <h1 className="not-found-code">404</h1>
        <p className="not-found-text">Oops! Page not found</p>
        <a className="btn btn-primary" href={href('/')}>
          Return to Home
        </a>
      </div>
    </section>
  );
}
