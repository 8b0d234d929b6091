import type { ReactNode } from 'react';
import { externalLinkProps } from '../../model/hrefs.ts';
import { practicalModel, type BringGroup, type NamedPackage } from '../../model/practical.ts';
import type { AgingFact } from '../../model/schema/practical.ts';
import { sitePath } from '../../model/sites.ts';
import { altitudeText } from '../../model/words.ts';
import { Section } from '../components/section.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { useHref, useSite } from '../lib/site-context.tsx';
import { routeUrl } from '../lib/route-types.ts';

/** The anchor of each section of /practical/, in the page's order: tour pages and other pages link to them. */
export const practicalSections = ['visas', 'health', 'money', 'weather', 'pace', 'what-to-bring', 'getting-around', 'code-of-conduct'] as const;

/** /practical: visas, health, money, weather by month, pace by grade, what to bring, getting around, conduct. */
export function PracticalPage() {
  const { practical } = useSite().content;
  return (
    <>
      <PageIntro lead={practical.lead}>
        <nav className="practical-toc" aria-label="On this page">
          <ul role="list">
            {practicalSections.map((id) => (
              <li key={id}>
                <a href={`#${id}`}>{headingOf(practical, id)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      <FactsAndPoints part="visas" eyebrow="Before you fly" />
      <Health />
      <FactsAndPoints part="money" eyebrow="Cash and cards" />
      <Weather />
      <Pace />
      <WhatToBring />
      <GettingAround />
      <Conduct />
    </>
  );
}

type PracticalContent = ReturnType<typeof useSite>['content']['practical'];
type SectionId = (typeof practicalSections)[number];

const sectionKey = {
  visas: 'visas',
  health: 'health',
  money: 'money',
  weather: 'weather',
  pace: 'grades',
  'what-to-bring': 'bring',
  'getting-around': 'around',
  'code-of-conduct': 'conduct',
} as const satisfies Record<SectionId, keyof PracticalContent>;

const headingOf = (practical: PracticalContent, id: SectionId) => practical[sectionKey[id]].heading;

/** One section of the page, its <h2> named by the content and anchored by its id. */
function PracticalSection({ id, eyebrow, children }: { id: SectionId; eyebrow: string; children: ReactNode }) {
  const { practical } = useSite().content;
  const { heading, lead } = practical[sectionKey[id]];
  return (
    <Section id={id} className={`practical-section practical-${id}`} headingId={`${id}-heading`} eyebrow={eyebrow} heading={heading} lead={lead}>
      {children}
    </Section>
  );
}

/** Facts that age, each with its source (and the day it was checked, once someone has). */
function Facts({ facts }: { facts: readonly AgingFact[] }) {
  return (
    <ul className="practical-facts" role="list">
      {facts.map(({ text, provenance }) => (
        <li key={text}>
          <p>{text}</p>
          <p className="practical-source">
            Source:{' '}
            {provenance.url ? (
              <a href={provenance.url} {...externalLinkProps}>
                {provenance.source}
              </a>
            ) : (
              provenance.source
            )}
            {provenance.checked ? `, checked ${provenance.checked}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Points({ points }: { points: readonly string[] }) {
  return (
    <ul className="practical-points">
      {points.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
}

/** A section of facts that age, then plain points: visas, money. */
function FactsAndPoints({ part, eyebrow }: { part: 'visas' | 'money'; eyebrow: string }) {
  const { facts, points } = useSite().content.practical[part];
  return (
    <PracticalSection id={part} eyebrow={eyebrow}>
      <Facts facts={facts} />
      <Points points={points} />
    </PracticalSection>
  );
}

function Health() {
  const { content } = useSite();
  const href = useHref();
  const { health } = content.practical;
  const sites = health.altitude.sites.flatMap((id) => content.sites.filter((s) => s.id === id));
  return (
    <PracticalSection id="health" eyebrow="Stay well">
      <Facts facts={health.facts} />
      <h3>Leeches</h3>
      <p>{health.leeches}</p>
      <h3>Altitude on Gede</h3>
      <p>{health.altitude.text}</p>
      <dl className="practical-altitudes">
        {sites.map((site) => (
          <div key={site.id}>
            <dt>
              <a href={href(sitePath(site.id))}>{site.name}</a>
            </dt>
            <dd>{altitudeText(site.altitude)}</dd>
          </div>
        ))}
      </dl>
    </PracticalSection>
  );
}

function Weather() {
  const { content } = useSite();
  const { weather } = practicalModel(content);
  return (
    <PracticalSection id="weather" eyebrow="When to come">
      {/* A phone narrower than the four columns scrolls the table, not the page; the keyboard reaches it too. */}
      <div className="practical-weather-scroll" role="region" aria-label="Weather by month (scrolls sideways on a narrow screen)" tabIndex={0}>
        <table className="practical-weather">
          <caption className="visually-hidden">The seasons of West Java and Banten by month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Season</th>
              <th scope="col">Temperature</th>
              <th scope="col">Conditions</th>
            </tr>
          </thead>
          <tbody>
            {weather.map(({ month, seasons }) => (
              <tr key={month} className={seasons.some((s) => s.recommended) ? 'practical-month practical-month--recommended' : 'practical-month'}>
                <th scope="row">{month}</th>
                <td>
                  {seasons.map((s, i) => (
                    <span key={s.name}>
                      {i > 0 && ', '}
                      {s.name}
                      {s.recommended && <strong className="practical-recommended"> (recommended)</strong>}
                    </span>
                  ))}
                </td>
                <td>{seasons.flatMap((s) => (s.temperature ? [s.temperature] : [])).join(', ') || '—'}</td>
                <td>{seasons.map((s) => s.conditions).join(' ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PracticalSection>
  );
}

function PackageLinks({ packages }: { packages: readonly NamedPackage[] }) {
  const href = useHref();
  return (
    <>
      {packages.map((p, i) => (
        <span key={p.key}>
          {i > 0 && '; '}
          <a href={href(p.path)}>{p.name}</a>
        </span>
      ))}
    </>
  );
}

function Pace() {
  const { content } = useSite();
  const { grades } = practicalModel(content);
  return (
    <PracticalSection id="pace" eyebrow="Fitness">
      <dl className="practical-grades">
        {grades.map(({ grade, packages }) => (
          <div key={grade.grade} className="practical-grade">
            <dt>{grade.grade}</dt>
            <dd>
              <p>{grade.description}</p>
              <ul className="practical-grade-packages" role="list">
                {[...new Set(packages.map((p) => p.tourName))].map((tourName) => (
                  <li key={tourName}>
                    {tourName}: <PackageLinks packages={packages.filter((p) => p.tourName === tourName)} />
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </PracticalSection>
  );
}

function AskedBy({ askedBy }: { askedBy: BringGroup['askedBy'] }) {
  if (askedBy.all) return <>All packages</>;
  return (
    <>
      {askedBy.tours.map((t, i) => (
        <span key={t.tourName}>
          {i > 0 && '; '}
          {t.tourName}: {t.wholeTour ? 'all packages' : <PackageLinks packages={t.packages} />}
        </span>
      ))}
    </>
  );
}

function WhatToBring() {
  const { content } = useSite();
  const { bring } = practicalModel(content);
  return (
    <PracticalSection id="what-to-bring" eyebrow="Packing">
      <div className="practical-bring">
        {bring.map((group, i) => (
          <div key={i} className="practical-bring-group">
            <h3>
              <AskedBy askedBy={group.askedBy} />
            </h3>
            <ul className="practical-bring-items">
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </PracticalSection>
  );
}

function GettingAround() {
  const { content } = useSite();
  const href = useHref();
  const { around } = content.practical;
  // The rules for the active volcano, as the tour page that goes there states them.
  const volcanoes = content.tours.flatMap((tour) => {
    const access = content.tourPages[tour.id]?.access;
    return access ? [{ tour, access }] : [];
  });
  return (
    <PracticalSection id="getting-around" eyebrow="On the road">
      <p>{around.airport}</p>
      <h3>Journey times</h3>
      <dl className="practical-journeys">
        {around.journeys.map((j) => (
          <div key={j.label}>
            <dt>{j.label}</dt>
            <dd>{j.time}</dd>
          </div>
        ))}
      </dl>
      <h3>Boats</h3>
      <p>{around.boats}</p>
      {volcanoes.map(({ tour, access }) => (
        <aside key={tour.id} className="practical-volcano" aria-labelledby={`volcano-${tour.id}`}>
          <h3 id={`volcano-${tour.id}`}>{access.heading}</h3>
          <p>{access.paragraphs[0]}</p>
          <p>
            <a href={href(`/${tour.slug}/#packages`)}>{tour.displayName}: the packages and the rules for the volcano</a>
          </p>
        </aside>
      ))}
    </PracticalSection>
  );
}

function Conduct() {
  const { content } = useSite();
  const href = useHref();
  const { conduct } = content.practical;
  return (
    <PracticalSection id="code-of-conduct" eyebrow="In the field">
      <ul className="practical-points practical-conduct">
        {content.aboutTour.conduct.rules.map((rule) => (
          <li key={rule.topic}>{rule.title}</li>
        ))}
      </ul>
      <p>
        <a href={href(`${routeUrl('about-tour')}#code-of-conduct`)}>{conduct.link}</a>
      </p>
    </PracticalSection>
  );
}
