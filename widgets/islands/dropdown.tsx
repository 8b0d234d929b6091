import { useLayoutEffect, type KeyboardEvent } from 'react';
import { useDisclosure } from '../lib/disclosure.ts';
import { keep, type Slots } from '../lib/keep.ts';

export interface DropdownProps {
  /** Id of the list item holding the trigger and the panel. */
  host: string;
  /** Id of the panel of links. */
  panel: string;
  /** The current page is one of the panel's. */
  active: boolean;
  /** `label`: the trigger's text and icon (server only). */
  slots?: Slots;
}

/** Tour Packages dropdown: opens by click, Enter, Space or ArrowDown; Escape closes and returns focus. */
export default function Dropdown({ host, panel, active, slots }: DropdownProps) {
  const { open, setOpen, button } = useDisclosure(host, { closeOnFocusOut: true });
  const links = () => [...(document.getElementById(panel)?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  useLayoutEffect(() => {
    const root = document.getElementById(host)!;
    // Two columns: left/right move by one, up/down by a row, wrapping within the list.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const items = links();
      const index = items.indexOf(document.activeElement as HTMLAnchorElement);
      const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 2, ArrowUp: -2 }[event.key];
      if (index < 0 || step === undefined) return;
      event.preventDefault();
      items[(index + step + items.length) % items.length]!.focus();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    // Handled here: the grid navigation must not move focus a second time.
    event.preventDefault();
    event.stopPropagation();
    setOpen(true);
    links()[0]?.focus();
  };

  return (
    <button
      type="button"
      className={active ? 'nav-link nav-trigger is-active' : 'nav-link nav-trigger'}
      ref={button}
      aria-expanded={open ? 'true' : 'false'}
      aria-controls={panel}
      onClick={() => setOpen(!open)}
      onKeyDown={onKeyDown}
      {...keep(slots?.label)}
    />
  );
}
