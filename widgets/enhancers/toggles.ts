/**
 * "See More" lists (templates/components/species-toggle.tsx): hides the items past `data-initial`,
 * reveals the disclosure button and swaps its text between `data-collapsed-label` and
 * `data-expanded-label`. Starts collapsed; aria-expanded mirrors the state.
 */
export default function toggles(root: HTMLElement): void {
  const items = [...root.querySelectorAll<HTMLLIElement>('.species-list > li')];
  const button = root.querySelector<HTMLButtonElement>('.species-more');
  const initial = Number(root.dataset.initial);
  if (!button || items.length <= initial) return;

  const set = (expanded: boolean) => {
    items.forEach((item, i) => (item.hidden = !expanded && i >= initial));
    button.setAttribute('aria-expanded', String(expanded));
    button.textContent = expanded ? root.dataset.expandedLabel! : root.dataset.collapsedLabel!;
  };
  button.addEventListener('click', () => {
    const expand = button.getAttribute('aria-expanded') !== 'true';
    set(expand);
    // After "Show Less" the list shrinks above the button; keep the button in view.
    if (!expand) button.scrollIntoView({ block: 'nearest' });
  });
  set(false);
  button.hidden = false;
}
