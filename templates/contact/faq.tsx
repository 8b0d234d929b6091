import type { FaqItem } from '../../model/schema/contact.ts';

/** FAQ as native disclosures: keyboard-operable, announced as expanded/collapsed, open with JS off by choice. */
export function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question} className="faq-item">
          <summary className="faq-question">{item.question}</summary>
          <p className="faq-answer">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
