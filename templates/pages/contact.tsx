import { Clock, CreditCard, Mail, MessageCircle, Siren } from 'lucide-react';
import { ContactCards } from '../contact/cards.tsx';
import { Faq } from '../contact/faq.tsx';
import { OfficeMap } from '../contact/office-map.tsx';
import { PopularPackages } from '../contact/packages.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { enterDelay } from '../components/tour-page-parts.tsx';
import { useSite } from '../lib/site-context.tsx';

const responseIcons = [MessageCircle, Mail, Siren];

/** /contact (spec 001 §2.9): contact cards, promise stats, packages, payment, response guarantee, FAQ, map. No form. */
export function ContactPage() {
  const { contact } = useSite().content;
  return (
    <>
      <PageIntro lead={contact.lead} />

      <section className="section contact-channels enter" aria-labelledby="channels-heading" style={enterDelay(100)}>
        <div className="container">
          <h2 id="channels-heading" className="visually-hidden">
            Ways to contact us
          </h2>
          <ContactCards />
          <dl className="promise-stats" aria-label="Our service promise">
            {contact.stats.map((s) => (
              <div key={s.label} className="promise-stat">
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section contact-packages enter" aria-labelledby="packages-heading" style={enterDelay(120)}>
        <div className="container">
          <SectionHeader id="packages-heading" eyebrow="Plan your trip" heading={contact.packages.heading} lead={contact.packages.lead} />
          <PopularPackages />
        </div>
      </section>

      <section className="section contact-payment enter" aria-labelledby="payment-heading" style={enterDelay(130)}>
        <div className="container">
          <SectionHeader id="payment-heading" eyebrow="Booking" heading={contact.payment.heading} lead={contact.payment.lead} />
          <ul className="payment-methods" role="list">
            {contact.payment.methods.map((m) => (
              <li key={m.name} className="payment-method">
                <CreditCard size={22} aria-hidden="true" focusable="false" />
                <h3>{m.name}</h3>
                <p>{m.description}</p>
              </li>
            ))}
          </ul>
          <p className="payment-after">{contact.payment.afterPaying}</p>
        </div>
      </section>

      <section className="section contact-response enter" aria-labelledby="response-heading" style={enterDelay(200)}>
        <div className="container">
          <SectionHeader id="response-heading" eyebrow="We answer fast" heading={contact.response.heading} lead={contact.response.lead} />
          <ul className="response-times" role="list">
            {contact.response.times.map((r, i) => {
              const Icon = responseIcons[i] ?? Clock;
              return (
                <li key={r.channel} className="response-time">
                  <Icon size={24} aria-hidden="true" focusable="false" />
                  <h3>{r.channel}</h3>
                  <p className="response-time-value">{r.time}</p>
                  <p>{r.note}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section className="section contact-faq enter" aria-labelledby="faq-heading" style={enterDelay(210)}>
        <div className="container">
          <SectionHeader id="faq-heading" eyebrow="Good to know" heading={contact.faq.heading} />
          <Faq items={contact.faq.items} />
        </div>
      </section>

      <section className="section contact-map enter" aria-labelledby="map-heading" style={enterDelay(220)}>
        <div className="container">
          <SectionHeader id="map-heading" eyebrow="Find us" heading={contact.map.heading} lead={contact.map.lead} />
          <OfficeMap />
        </div>
      </section>
    </>
  );
}
