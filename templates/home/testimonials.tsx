import Quote from 'lucide-react/icons/quote';
import Star from 'lucide-react/icons/star';
import { useSite } from '../lib/site-context.tsx';
import { Section } from '../components/section.tsx';

/** Section 8: two guest testimonials, each rated 5. */
export function Testimonials() {
  const { testimonials } = useSite().content.home;
  return (
    <Section
      id="testimonials"
      className="testimonials"
      headingId="testimonials-heading"
      eyebrow="Guest Testimonials"
      heading={testimonials.heading}
      lead={testimonials.lead}
      reveal
    >
      <ul className="testimonial-grid">
        {testimonials.items.map((item) => (
          <li key={item.name} className="testimonial">
            <figure>
              <Quote className="testimonial-mark" size={40} aria-hidden="true" />
              <p className="testimonial-stars" role="img" aria-label={`Rated ${item.rating} out of 5`}>
                {Array.from({ length: item.rating }, (_, i) => (
                  <Star key={i} size={18} aria-hidden="true" />
                ))}
              </p>
              <blockquote>
                <p>{item.text}</p>
              </blockquote>
              <figcaption>
                <strong className="testimonial-name">{item.name}</strong>
                <span className="testimonial-location">{item.location}</span>
                <span className="testimonial-tour">{item.tour}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
