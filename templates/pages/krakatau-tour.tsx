import { TourHeroActions } from '../components/tour-page-parts.tsx';
import { Carousel } from '../components/carousel.tsx';
import { Inquiry } from '../components/inquiry.tsx';
import { TripReports } from '../blog/trip-reports.tsx';
import { Reviews } from '../components/reviews.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { Tabs } from '../components/tabs.tsx';
import { Section } from '../components/section.tsx';
import { KrakatauPackagePanel } from '../krakatau/package-panel.tsx';
import { useSite } from '../lib/site-context.tsx';

/**
 * /krakatau-tour (spec 001 §2.4): hero, 4-photo gallery, One Day | Overnight | 3D/2N tabs (the
 * first two with Package A / Package B sub-tabs), access to the volcano, its history, the
 * inquiry component and reviews.
 */
export function KrakatauTourPage() {
  const { content } = useSite();
  const page = content.krakatauTour;
  const { groups, extended } = page.packages;
  return (
    <>
      <TourHeroActions tourType="krakatau" hero={page.hero} />

      <Section id="gallery" className="tour-gallery" headingId="gallery-heading" eyebrow={page.gallery.eyebrow} heading={page.gallery.heading} lead={page.gallery.lead} enter={3}>
        <Carousel id="krakatau-gallery" label="Krakatau photos" slides={page.gallery.photos.map((p) => ({ image: p.image, title: p.title, caption: p.caption }))} />
      </Section>

      <Section id="packages" className="tour-packages" headingId="packages-heading" eyebrow={page.packages.eyebrow} heading={page.packages.heading} lead={page.packages.lead} enter={4}>
          <aside className="access-note" aria-labelledby="access-heading">
            <h3 id="access-heading">{page.access.heading}</h3>
            {page.access.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </aside>
          <Tabs
            id="krakatau-packages"
            label="Krakatau tour packages"
            className="package-tabs"
            headingLevel={3}
            items={[
              ...groups.map((group) => ({
                id: group.id,
                label: group.label,
                heading: group.heading,
                panel: (
                  <Tabs
                    id={`krakatau-${group.id}`}
                    label={`${group.label} packages`}
                    className="sub-tabs"
                    // In a hidden panel "visible" would wait until the panel shows, and the packages would flash stacked.
                    when="idle"
                    headingLevel={4}
                    items={group.packages.map((pkg) => ({
                      id: pkg.id,
                      label: (
                        <>
                          {pkg.label} <span className="tab-note">{pkg.from}</span>
                        </>
                      ),
                      heading: pkg.title,
                      panel: <KrakatauPackagePanel pkg={pkg} bookLabel={`Book ${pkg.label} Tour`} level={5} />,
                    }))}
                  />
                ),
              })),
              {
                id: extended.id,
                label: extended.label,
                heading: extended.title,
                panel: <KrakatauPackagePanel pkg={extended} bookLabel={`Book ${extended.label} Tour`} level={4} />,
              },
            ]}
          />
      </Section>

      <Section id="history" className="krakatau-history" headingId="history-heading" containerClassName="krakatau-history-inner" enter={5}>
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

      <Inquiry tourType="krakatau" heading={page.inquiry.heading} lead={page.inquiry.lead} enter={5} />

      <TripReports tourType="krakatau" />

      <Reviews tourType="krakatau" enter={6} />
    </>
  );
}
