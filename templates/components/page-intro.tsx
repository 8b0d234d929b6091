import type { ReactNode } from 'react';
import { useSite } from '../lib/site-context.tsx';

/** Title band for pages without a photo hero: the route's <h1> and a lead line. */
export function PageIntro({ lead, children }: { lead: string; children?: ReactNode }) {
  const { route } = useSite();
  return (
    <section className="page-intro">
      <div className="container">
        <h1>{route.heading}</h1>
        <p className="lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
