import BadgeCheck from 'lucide-react/icons/badge-check';
import { Section } from '../components/section.tsx';
import { useSite } from '../lib/site-context.tsx';

/** Section 2 (#about-tour): who we are, the legal facts from content/site.yaml, and the six stats. */
export function About() {
  const { site, home } = useSite().content;
  return (
    <Section id="about-tour" className="about" headingId="about-heading" reveal containerClassName="about-grid">
      <div className="about-text">
        <p className="eyebrow">{home.about.eyebrow}</p>
        <h2 id="about-heading">About Us</h2>
        {home.about.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
        <p className="about-legal">
          <BadgeCheck size={20} aria-hidden="true" />
          <span>
            {site.legalName} is a {site.legalForm} established in {site.established}, registration {site.ministryRegistration}.
          </span>
        </p>
      </div>
      <div className="about-aside">
        <p className="about-since">
          <span>Established</span>
          <strong>{site.established}</strong>
        </p>
        <ul className="stats" aria-label="Our tours in numbers">
          {home.stats.map((stat) => (
            <li key={stat.label} className="stat">
              <strong className="stat-value">{stat.value}</strong> <span className="stat-label">{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
