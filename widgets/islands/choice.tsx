import { useLayoutEffect, useRef, useState } from 'react';
import { keep, type Slots } from '../lib/keep.ts';

export interface ChoiceOption {
  /** Unique within the choice; the option button is `${id}-option-${option.id}`. */
  id: string;
  /** Id of the server-rendered region this option shows. */
  region: string;
}

export interface ChoiceProps {
  /** Id of the element holding the choice and its regions; gets `data-chosen` while one is shown. */
  id: string;
  /** Accessible name of the group of options. */
  label: string;
  options: ChoiceOption[];
  /** Text of the button that returns to the options. */
  backLabel?: string;
  /** Option button contents by option id (server only). */
  slots?: Slots;
}

function focusHeading(region: HTMLElement | null): void {
  const heading = region?.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6') ?? region;
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/**
 * Choose one of N options: the chosen option's server-rendered region shows (found by id) and the
 * others hide; "Back to Selection" returns to the options. Focus moves to the shown region's
 * heading on choose and back to the chosen option's button on back. Without JavaScript the
 * options are hidden by CSS and every region shows.
 */
export default function Choice({ id, label, options, backLabel = 'Back to Selection', slots }: ChoiceProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const previous = useRef<string | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    for (const option of options) {
      const region = document.getElementById(option.region);
      if (region) region.hidden = option.id !== chosen;
    }
    const host = document.getElementById(id);
    if (host) {
      if (chosen) host.dataset.chosen = chosen;
      else delete host.dataset.chosen;
    }
    const last = previous.current;
    previous.current = chosen;
    if (chosen) focusHeading(document.getElementById(options.find((o) => o.id === chosen)!.region));
    else if (last) root.current?.querySelector<HTMLElement>(`#${CSS.escape(`${id}-option-${last}`)}`)?.focus();
  }, [chosen]);

  // A link into a region (/ujung-kulon-tour/#uk-birding-panel-birding-a, from a species page) chooses it.
  useLayoutEffect(() => {
    const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    const option = target && options.find((o) => document.getElementById(o.region)?.contains(target));
    if (option) setChosen(option.id);
  }, []);

  return (
    <div className="choice-controls" ref={root}>
      <div className="choice-options" role="group" aria-label={label} hidden={chosen !== null}>
        {options.map((option) => (
          <button
            key={option.id}
            type="button"
            className="choice-option"
            id={`${id}-option-${option.id}`}
            aria-controls={option.region}
            onClick={() => setChosen(option.id)}
            {...keep(slots?.[option.id])}
          />
        ))}
      </div>
      <button type="button" className="choice-back" hidden={chosen === null} onClick={() => setChosen(null)}>
        {backLabel}
      </button>
    </div>
  );
}
