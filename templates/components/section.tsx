import type { ReactNode } from 'react';
import { useEnhancers } from '../lib/island.tsx';
import { entranceStyle, type EntranceStep } from './entrance.ts';
import { SectionHeader } from './section-header.tsx';

interface SectionProps {
  /** id of the section's <h2>; the section is labelled by it. */
  headingId: string;
  /** With an eyebrow, renders the standard header; leave both out when the children hold the <h2>. */
  heading?: string;
  eyebrow?: string;
  lead?: string;
  /** Anchor of the section itself, e.g. "packages". */
  id?: string;
  /** Classes after "section", e.g. "tour-packages". */
  className: string;
  /** Tour, about, blog and contact pages: fade in at this step of ENTRANCE_DELAYS_MS. */
  enter?: EntranceStep;
  /** Scale in as well as fade (the carousels). */
  enterScale?: boolean;
  /** Home page: reveal when scrolled into view. */
  reveal?: boolean;
  /** Classes after "container" on the inner wrapper, e.g. "about-grid". */
  containerClassName?: string;
  children: ReactNode;
}

/** One page section: <section> labelled by its <h2>, a container, the standard header and the content. */
export function Section({ headingId, heading, eyebrow, lead, id, className, enter, enterScale, reveal, containerClassName, children }: SectionProps) {
  const classes = ['section', className, enter !== undefined && 'enter', enterScale && 'enter-scale'].filter(Boolean).join(' ');
  const enhancers = useEnhancers(...(reveal ? ['reveal'] : []));
  return (
    <section
      id={id}
      className={classes}
      aria-labelledby={headingId}
      {...(reveal ? enhancers : {})}
      style={enter !== undefined ? entranceStyle(enter) : undefined}
    >
      <div className={containerClassName ? `container ${containerClassName}` : 'container'}>
        {heading !== undefined && eyebrow !== undefined && <SectionHeader id={headingId} eyebrow={eyebrow} heading={heading} lead={lead} />}
        {children}
      </div>
    </section>
  );
}
