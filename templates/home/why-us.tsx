import { useSite } from '../lib/site-context.tsx';
import { HomeIcon } from './icons.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { useEnhancers } from '../lib/island.tsx';

/** Section 3: the four reasons to travel with us. */
export function WhyUs() {
  const { why } = useSite().content.home;
  return (
    <section id="why-us" className="section why" aria-labelledby="why-heading" {...useEnhancers('reveal')}>
      <div className="container">
        <SectionHeader id="why-heading" eyebrow={why.eyebrow} heading="Why With Us" lead={why.lead} />
        <ul className="why-grid">
          {why.items.map((item) => (
            <li key={item.title} className="why-item">
              <span className="why-icon">
                <HomeIcon name={item.icon} size={26} />
              </span>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
