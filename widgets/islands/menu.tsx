import { useLayoutEffect } from 'react';
import { useDisclosure } from '../lib/disclosure.ts';
import { keep, type Slots } from '../lib/keep.ts';

export interface MenuProps {
  /** Id of the header that holds the toggle and the menu. */
  host: string;
  /** Id of the mobile menu panel. */
  panel: string;
  /** `icon`: the hamburger and close icons (server only). */
  slots?: Slots;
}

/**
 * Mobile menu toggle: opens and closes the stacked menu; choosing any link closes it. Below the
 * large breakpoint only; at 1024 px and wider the desktop nav shows instead.
 */
export default function Menu({ host, panel, slots }: MenuProps) {
  const { open, setOpen, close, button } = useDisclosure(host);
  useLayoutEffect(() => {
    const menu = document.getElementById(panel)!;
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a')) close();
    };
    // Leaving the small layout with the menu open must not leave it open behind the desktop nav.
    const large = window.matchMedia('(min-width: 1024px)');
    const onResize = (event: MediaQueryListEvent) => event.matches && close();
    menu.addEventListener('click', onClick);
    large.addEventListener('change', onResize);
    return () => {
      menu.removeEventListener('click', onClick);
      large.removeEventListener('change', onResize);
    };
  }, []);
  return (
    <button
      type="button"
      className="menu-toggle"
      ref={button}
      aria-expanded={open ? 'true' : 'false'}
      aria-controls={panel}
      aria-label={open ? 'Close menu' : 'Menu'}
      onClick={() => setOpen(!open)}
      {...keep(slots?.icon)}
    />
  );
}
