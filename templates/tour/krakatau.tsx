import type { EntranceStep } from '../components/entrance.ts';
import { Section } from '../components/section.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { useLayoutTour } from './tour.ts';

/** Krakatau's history beside its timeline. */
export function KrakatauHistory({ enter }: { enter: EntranceStep }) {
  const page = useLayoutTour('krakatau');
  return (
    <Section id="history" className="krakatau-history" headingId="history-heading" containerClassName="krakatau-history-inner" enter={enter}>
      <div>
        <SectionHeader id="history-heading" eyebrow={page.history.eyebrow} heading={page.history.heading} lead={page.history.lead} />
        {page.history.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
      <ol className="krakatau-timeline" aria-label="Krakatau timeline">
        {page.history.timeline.map((t) => (
          <li key={t.year}>
            <span className="krakatau-timeline-year">{t.year}</span>
            <span>{t.text}</span>
          </li>
        ))}
      </ol>
    </Section>
  );
}
