import { useLayoutEffect, useRef } from 'react';
import { useDisclosure } from '../lib/disclosure.ts';
import { keep, type Slots } from '../lib/keep.ts';

export interface PopoverProps {
  /** Id of the element holding the button and the panel. */
  host: string;
  /** Id of the popover panel. */
  panel: string;
  /** `icon`: the button's open and close icons (server only). */
  slots?: Slots;
}

/** Floating contact button: a non-modal popover; Escape and an outside click close it, focus returns to the button. */
export default function Popover({ host, panel, slots }: PopoverProps) {
  const { open, setOpen, button } = useDisclosure(host, { outsideClickRestoresFocus: true });
  const opened = useRef(false);
  useLayoutEffect(() => {
    if (open && !opened.current) document.getElementById(panel)?.querySelector<HTMLElement>('a')?.focus();
    opened.current = open;
  }, [open]);
  return (
    <button
      type="button"
      className="contact-fab-button"
      ref={button}
      aria-expanded={open ? 'true' : 'false'}
      aria-controls={panel}
      aria-label={open ? 'Close contact options' : 'Contact us'}
      onClick={() => setOpen(!open)}
      {...keep(slots?.icon)}
    />
  );
}
