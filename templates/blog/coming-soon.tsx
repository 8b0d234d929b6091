import Feather from 'lucide-react/icons/feather';
import { Section } from '../components/section.tsx';
import { FeatureIcon } from '../about/feature-icon.tsx';
import { useHref, useSite } from '../lib/site-context.tsx';

/** What the blog shows while it has no posts: 'Coming Soon', one line, the three teaser topics. */
export function BlogComingSoon() {
  const { empty } = useSite().content.blog;
  const href = useHref();
  return (
    <Section className="blog-empty" headingId="blog-empty-heading" enter={1} enterScale>
      <div className="blog-empty-intro">
        <span className="blog-empty-icon">
          <Feather size={32} aria-hidden="true" focusable="false" />
        </span>
        <h2 id="blog-empty-heading">{empty.heading}</h2>
        <p className="lead">{empty.text}</p>
      </div>
      <h3 className="blog-topics-heading">What we will write about</h3>
      <ul className="blog-topics" role="list">
        {empty.topics.map((topic) => (
          <li key={topic.title} className="blog-topic">
            <span className="blog-topic-icon">
              <FeatureIcon name={topic.icon} />
            </span>
            <h4>{topic.title}</h4>
            <p>{topic.description}</p>
          </li>
        ))}
      </ul>
      <p className="blog-empty-actions">
        {empty.links.map((link, i) => (
          <a key={link.href} className={i === 0 ? 'btn btn-primary' : 'btn btn-outline'} href={href(link.href)}>
            {link.label}
          </a>
        ))}
      </p>
    </Section>
  );
}
