import { useLayoutEffect, useRef, useState } from 'react';

interface DisclosureOptions {
  /** Close when focus leaves the host (menus), not for the popover which closes on outside click only. */
  closeOnFocusOut?: boolean;
  /** After an outside click, return focus to the button unless the click put it somewhere else. */
  outsideClickRestoresFocus?: boolean;
}

interface Disclosure {
  open: boolean;
  setOpen: (open: boolean) => void;
  close: (restoreFocus?: boolean) => void;
  /** Attach to the disclosure button. */
  button: { current: HTMLButtonElement | null };
}

/**
 * Shared state of the header dropdown, the mobile menu and the contact popover: `.is-open` on the
 * host element, Escape closes and returns focus, a click outside the host closes.
 */
export function useDisclosure(hostId: string, { closeOnFocusOut = false, outsideClickRestoresFocus = false }: DisclosureOptions = {}): Disclosure {
  const [open, setState] = useState(false);
  const current = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  const setOpen = (next: boolean) => {
    current.current = next;
    // At once, not after the re-render: ArrowDown focuses a link in the panel this shows.
    document.getElementById(hostId)?.classList.toggle('is-open', next);
    setState(next);
  };
  const close = (restoreFocus = false) => {
    if (!current.current) return;
    setOpen(false);
    if (restoreFocus) button.current?.focus();
  };

  useLayoutEffect(() => {
    document.getElementById(hostId)?.classList.toggle('is-open', open);
  }, [open]);

  useLayoutEffect(() => {
    const host = document.getElementById(hostId)!;
    // On the document, not the host: Safari (macOS and iOS) does not focus a button it clicks, so
    // after a click on the trigger, Escape reaches <body>, never the host.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !current.current) return;
      close(true);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (!current.current || host.contains(target)) return;
      // A click on another control keeps its focus; a click on plain page content hands focus back.
      const onControl = target.closest('a, button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])');
      close(outsideClickRestoresFocus && !onControl);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !host.contains(next)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    if (closeOnFocusOut) host.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
      host.removeEventListener('focusout', onFocusOut);
    };
  }, []);

  return { open, setOpen, close, button };
}
