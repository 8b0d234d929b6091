// Shared behaviour of the header dropdown, the mobile menu and the contact popover:
// a button with aria-expanded that shows a panel, closes on Escape and on a click outside.

export interface DisclosureOptions {
  root: HTMLElement;
  button: HTMLButtonElement;
  /** Called after the state changed. */
  onToggle?: (open: boolean) => void;
  /** Close when focus leaves the root (menus), not for the popover which closes on outside click only. */
  closeOnFocusOut?: boolean;
  /** After an outside click, return focus to the button unless the click put it somewhere else. */
  outsideClickRestoresFocus?: boolean;
}

export interface Disclosure {
  open(): void;
  close(options?: { restoreFocus?: boolean }): void;
  isOpen(): boolean;
}

/** Wires a disclosure button: `.is-open` on the root, aria-expanded on the button. */
export function disclosure({ root, button, onToggle, closeOnFocusOut = false, outsideClickRestoresFocus = false }: DisclosureOptions): Disclosure {
  const set = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    root.classList.toggle('is-open', open);
    onToggle?.(open);
  };
  const api: Disclosure = {
    open: () => set(true),
    close: ({ restoreFocus = false } = {}) => {
      if (!api.isOpen()) return;
      set(false);
      if (restoreFocus) button.focus();
    },
    isOpen: () => button.getAttribute('aria-expanded') === 'true',
  };
  button.addEventListener('click', () => (api.isOpen() ? api.close() : api.open()));
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && api.isOpen()) {
      event.stopPropagation();
      api.close({ restoreFocus: true });
    }
  });
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (!api.isOpen() || root.contains(target)) return;
    // A click on another control keeps its focus; a click on plain page content hands focus back.
    const onControl = target.closest('a, button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])');
    api.close({ restoreFocus: outsideClickRestoresFocus && !onControl });
  });
  if (closeOnFocusOut) {
    root.addEventListener('focusout', (event) => {
      const next = event.relatedTarget as Node | null;
      if (next && !root.contains(next)) api.close();
    });
  }
  return api;
}
