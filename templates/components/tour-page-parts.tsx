import type { CSSProperties } from 'react';
import type { ItineraryDay as ContentDay } from '../../scripts/content/mammals-tour-schema.ts';
import type { ItineraryDay } from './package-facts.tsx';
import { useHref, useSite } from '../lib/site-context.tsx';

// Small pieces the mammals and waterbird pages share (entrance delays, section headers, the
// related-tour band, itinerary mapping).

/** Inline style carrying an entrance delay (spec 001 §9: 100 to 230 ms). */
export const enterDelay = (ms: number) => ({ '--enter-delay': `${ms}ms` }) as CSSProperties;

/** "3D/2N" → "3 Days / 2 Nights". */
export function longDuration(duration: string): string {
  const match = /^(\d+)D\/(\d+)N$/.exec(duration);
  return match ? `${match[1]} Days / ${match[2]} Nights` : duration;
}

/**
 * Content days (activity lines, meal codes, overnight) as the shared Itinerary component takes
 * them: one line per activity (the page styles show the line breaks), then the overnight stop.
 */
export function itineraryDays(days: readonly ContentDay[]): ItineraryDay[] {
  return days.map((d) => ({
    day: `Day ${d.day}`,
    title: d.title,
    text: [...d.activities, ...(d.overnight ? [`Overnight: ${d.overnight}.`] : [])].join('\n'),
    meals: d.meals.join(', '),
  }));
}

interface SectionHeaderProps {
  id: string;
  eyebrow: string;
  heading: string;
  lead: string;
}

/** Eyebrow, <h2> (with `id` for aria-labelledby) and lead of a page section. */
export function SectionHeader({ id, eyebrow, heading, lead }: SectionHeaderProps) {
  return (
    <header className="section-header">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{heading}</h2>
      <p className="lead">{lead}</p>
    </header>
  );
}

interface RelatedBandProps {
  band: { eyebrow: string; heading: string; lead: string; stats: { value: string; label: string }[]; link: { label: string; href: string } };
  delay: number;
}

/** Dark band with a few figures and a 'Learn More' link to the related page. */
export function RelatedBand({ band, delay }: RelatedBandProps) {
  const href = useHref();
  const { route } = useSite();
  const id = `${route.id}-related`;
  return (
    <section className="related-band enter" aria-labelledby={id} style={enterDelay(delay)}>
      <div className="container related-band-inner">
        <div className="related-band-text">
          <p className="eyebrow">{band.eyebrow}</p>
          <h2 id={id}>{band.heading}</h2>
          <p>{band.lead}</p>
          <a className="btn btn-primary" href={href(band.link.href)}>
            {band.link.label}
            <span className="visually-hidden"> about {band.heading}</span>
          </a>
        </div>
        {band.stats.length > 0 && (
          <dl className="related-band-stats">
            {band.stats.map((s) => (
              <div key={s.label}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
