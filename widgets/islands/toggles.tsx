import { useLayoutEffect, useRef, useState } from 'react';

export interface TogglesProps {
  /** Id of the server-rendered list whose items it shows and hides. */
  list: string;
  /** How many items stay visible while collapsed. */
  initial: number;
  collapsedLabel: string;
  expandedLabel: string;
}

/**
 * "See More" button of a species list (templates/components/species-toggle.tsx). The server
 * renders it hidden and the list whole; once live it collapses the list past `initial` items and
 * shows itself. aria-expanded mirrors the state.
 */
export default function Toggles({ list, initial, collapsedLabel, expandedLabel }: TogglesProps) {
  // `live` false matches the server markup (hidden, expanded), so hydration needs no change.
  const [live, setLive] = useState(false);
  const [expanded, setExpanded] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  const wasExpanded = useRef(true);
  const clicked = useRef(false);

  useLayoutEffect(() => {
    setLive(true);
    setExpanded(false);
  }, []);

  useLayoutEffect(() => {
    document
      .getElementById(list)
      ?.querySelectorAll<HTMLLIElement>(':scope > li')
      .forEach((item, i) => (item.hidden = !expanded && i >= initial));
    // After "Show Less" the list shrinks above the button; keep the button in view.
    if (clicked.current && wasExpanded.current && !expanded) button.current?.scrollIntoView({ block: 'nearest' });
    wasExpanded.current = expanded;
  }, [expanded]);

  return (
    <button
      type="button"
      className="species-more"
      ref={button}
      aria-expanded={expanded ? 'true' : 'false'}
      aria-controls={list}
      hidden={!live}
      onClick={() => {
        clicked.current = true;
        setExpanded(!expanded);
      }}
    >
      {expanded ? expandedLabel : collapsedLabel}
    </button>
  );
}
