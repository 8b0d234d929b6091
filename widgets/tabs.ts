/**
 * WAI-ARIA tabs with automatic activation: click or arrow keys select, Home and End jump to the
 * ends. Dispatches `tabs:change` on the root with `{ id }` so page widgets can react.
 */
export default function tabs(root: HTMLElement): void {
  const list = root.querySelector<HTMLElement>(':scope > [role="tablist"]')!;
  const buttons = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panelOf = (tab: HTMLButtonElement) => document.getElementById(tab.getAttribute('aria-controls')!)!;

  const select = (tab: HTMLButtonElement, focus: boolean) => {
    for (const other of buttons) {
      const on = other === tab;
      other.setAttribute('aria-selected', String(on));
      other.tabIndex = on ? 0 : -1;
      panelOf(other).hidden = !on;
    }
    if (focus) tab.focus();
    root.dispatchEvent(new CustomEvent('tabs:change', { detail: { id: tab.dataset.tab } }));
  };

  const initial = buttons.find((b) => b.getAttribute('aria-selected') === 'true') ?? buttons[0]!;
  for (const tab of buttons) panelOf(tab).hidden = tab !== initial;

  list.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>('[role="tab"]');
    if (tab && tab.getAttribute('aria-selected') !== 'true') select(tab, false);
  });
  list.addEventListener('keydown', (event) => {
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const last = buttons.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(buttons[next]!, true);
  });
}
