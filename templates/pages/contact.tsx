import Clock from 'lucide-react/icons/clock';
import CreditCard from 'lucide-react/icons/credit-card';
import Mail from 'lucide-react/icons/mail';
import MessageCircle from 'lucide-react/icons/message-circle';
import Siren from 'lucide-react/icons/siren';
import { Section } from '../components/section.tsx';
import { ContactCards } from '../contact/cards.tsx';
import { Faq } from '../contact/faq.tsx';
import { OfficeMap } from '../contact/office-map.tsx';
import { PopularPackages } from '../contact/packages.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { useSite } from '../lib/site-context.tsx';

const responseIcons = [MessageCircle, Mail, Siren];

/** /contact: contact cards, promise stats, packages, payment, response guarantee, FAQ, map. No form. */
export function ContactPage() {
  const { contact } = useSite().content;
  return (
    <>
      <PageIntro lead={contact.lead} />

      <Section className="contact-channels" headingId="channels-heading" enter={0}>
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
      </Section>

      <Section
        className="contact-packages"
        headingId="packages-heading"
        eyebrow="Plan your trip"
        heading={contact.packages.heading}
        lead={contact.packages.lead}
        enter={1}
      >
        <PopularPackages />
      </Section>

      <Payment />

      <ResponseTimes />

      <Section className="contact-faq" headingId="faq-heading" eyebrow="Good to know" heading={contact.faq.heading} enter={4}>
        <Faq items={contact.faq.items} />
      </Section>

      <Section className="contact-map" headingId="map-heading" eyebrow="Find us" heading={contact.map.heading} lead={contact.map.lead} enter={5}>
        <OfficeMap />
      </Section>
    </>
  );
}

/** How to pay, and what happens once paid. */
function Payment() {
  const { contact } = useSite().content;
  return (
    <Section className="contact-payment" headingId="payment-heading" eyebrow="Booking" heading={contact.payment.heading} lead={contact.payment.lead} enter={2}>
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
    </Section>
  );
}

/** How fast each channel answers. */
function ResponseTimes() {
  const { contact } = useSite().content;
  return (
    <Section
      className="contact-response"
      headingId="response-heading"
      eyebrow="We answer fast"
      heading={contact.response.heading}
      lead={contact.response.lead}
      enter={3}
    >
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
    </Section>
  );
}
