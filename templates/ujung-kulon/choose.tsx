import { entranceStyle } from '../components/entrance.ts';
import Bird from 'lucide-react/icons/bird';
import Compass from 'lucide-react/icons/compass';
import type { ReactNode } from 'react';
import type { TourOf } from '../../model/schema/tour.ts';
import ChoiceIsland from '../../widgets/islands/choice.tsx';
import { SectionHeader } from '../components/section-header.tsx';
import { Island } from '../lib/island.tsx';

interface ChooseProps {
  choose: TourOf<'ujung-kulon'>['choose'];
  /** The two views, each rendered in full on the server. */
  adventure: ReactNode;
  birding: ReactNode;
}

/** Element ids the choice refers to (states: none → adventure | birding → none). */
const chooseIds = { section: 'choose', choice: 'uk-choice', adventure: 'adventure', birding: 'birding' } as const;

/**
 * 'Choose Your Adventure'. The choice island holds the two option buttons and
 * 'Back to Selection'; the views stay server markup it shows and hides by id. Without JavaScript
 * the buttons are hidden and both views show, each under its heading and the words of its button.
 */
export function ChooseAdventure({ choose, adventure, birding }: ChooseProps) {
  const views = [
    { id: chooseIds.adventure, option: choose.adventure, Icon: Compass, body: adventure },
    { id: chooseIds.birding, option: choose.birding, Icon: Bird, body: birding },
  ];
  return (
    <section className="section uk-choose enter" id={chooseIds.section} aria-labelledby="choose-heading" style={entranceStyle(4)}>
      <div className="container">
        <SectionHeader id="choose-heading" eyebrow={choose.eyebrow} heading={choose.heading} lead={choose.lead} />
      </div>
      <div className="choice" id={chooseIds.choice}>
        <Island
          component={ChoiceIsland}
          host={chooseIds.choice}
          // Hidden views must collapse before first use, or the page would jump when they do.
          when="load"
          props={{ id: chooseIds.choice, label: choose.heading, options: views.map((v) => ({ id: v.id, region: v.id })) }}
          slots={Object.fromEntries(
            views.map(({ id, option, Icon }) => [
              id,
              <>
                <Icon className="choice-option-icon" size={32} aria-hidden="true" focusable="false" />
                <span className="choice-option-title">{option.title}</span>
                <span className="choice-option-text">{option.description}</span>
              </>,
            ]),
          )}
        />
        {views.map(({ id, option, body }) => (
          <section className="section tour-packages choice-view" id={id} key={id} aria-labelledby={`${id}-heading`}>
            <div className="container">
              <h2 id={`${id}-heading`} className="choice-view-heading">
                {option.title}
              </h2>
              <p className="choice-view-summary">{option.description}</p>
              {body}
            </div>
          </section>
        ))}
      </div>
    </section>
  );
}
