import { ArrowLeft, Bird, Compass } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UjungKulonTour } from '../../content/schema/ujung-kulon-tour.ts';
import { SectionHeader } from '../components/section-header.tsx';

interface ChooseProps {
  choose: UjungKulonTour['choose'];
  /** The two views, each rendered in full on the server. */
  adventure: ReactNode;
  birding: ReactNode;
}

/** Element ids the choice refers to (states of spec 001 §4: none → adventure | birding → none). */
export const chooseIds = { section: 'choose', options: 'choose-options', adventure: 'adventure', birding: 'birding' } as const;

/**
 * 'Choose Your Adventure' (spec 001 §2.5). The server markup works on its own: each option is a
 * link to its view, both views are present under their headings, and 'Back to Selection' links
 * back to the options. The choice island, when present, shows one view at a time.
 */
export function ChooseAdventure({ choose, adventure, birding }: ChooseProps) {
  const views = [
    { id: chooseIds.adventure, option: choose.adventure, Icon: Compass, body: adventure },
    { id: chooseIds.birding, option: choose.birding, Icon: Bird, body: birding },
  ];
  return (
    <div className="uk-choose" data-choice="none">
      <section className="section uk-choose-options enter" id={chooseIds.section} aria-labelledby="choose-heading" style={{ '--enter-delay': '210ms' } as React.CSSProperties}>
        <div className="container">
          <SectionHeader id="choose-heading" eyebrow={choose.eyebrow} heading={choose.heading} lead={choose.lead} />
          <ul className="choice-options" id={chooseIds.options} role="list">
            {views.map(({ id, option, Icon }) => (
              <li key={id}>
                <a className="choice-option" href={`#${id}`} data-choice-option={id}>
                  <Icon className="choice-option-icon" size={32} aria-hidden="true" focusable="false" />
                  <span className="choice-option-title">{option.title}</span>
                  <span className="choice-option-text">{option.description}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {views.map(({ id, option, body }) => (
        <section className="section tour-packages choice-view" id={id} key={id} aria-labelledby={`${id}-heading`} tabIndex={-1}>
          <div className="container">
            <div className="choice-view-header">
              <h2 id={`${id}-heading`}>{option.title}</h2>
              <a className="btn btn-outline choice-back" href={`#${chooseIds.section}`}>
                <ArrowLeft size={18} aria-hidden="true" focusable="false" />
                Back to Selection
              </a>
            </div>
            {body}
          </div>
        </section>
      ))}
    </div>
  );
}
