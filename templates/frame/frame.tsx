import type { ReactNode } from 'react';
import { ContactPopover } from './contact-popover.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

/** The shared frame of every page: skip link, fixed header, main content, footer, contact button. */
export function Frame({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <Header />
      <main id="main" className="page" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ContactPopover />
    </>
  );
}
