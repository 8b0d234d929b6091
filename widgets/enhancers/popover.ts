import { disclosure } from '../lib/disclosure.ts';

/** Floating contact button: a non-modal popover; Escape and an outside click close it, focus returns to the button. */
export default function popover(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('.contact-fab-button')!;
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  disclosure({
    root,
    button,
    outsideClickRestoresFocus: true,
    onToggle: (open) => {
      button.setAttribute('aria-label', open ? 'Close contact options' : 'Contact us');
      if (open) panel.querySelector<HTMLElement>('a')?.focus();
    },
  });
}
