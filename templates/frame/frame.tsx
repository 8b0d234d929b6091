import type { ReactNode } from 'react';
import type { Route } from '../lib/route-types.ts';
import { useSite } from '../lib/site-context.tsx';
import { searchKindOf } from '../../model/search-kinds.ts';
import { ContactPopover } from './contact-popover.tsx';
import { Footer } from './footer.tsx';
import { Header, headerKey } from './header.tsx';

/** The parts of the frame around <main>, in page order. */
export const framePartNames = ['header', 'footer', 'contact'] as const;
export type FramePartName = (typeof framePartNames)[number];

const partComponents: Record<FramePartName, () => ReactNode> = { header: Header, footer: Footer, contact: ContactPopover };

/** A part of the frame on its own, for rendering it once for many pages. */
export function FramePart({ name }: { name: FramePartName }) {
  const Part = partComponents[name];
  return <Part />;
}

/**
 * What a frame part's markup depends on besides the content and the render pass: pages with equal
 * keys get the same markup (every trip report shares one header, one footer, one contact button).
 */
export function framePartKey(name: FramePartName, route: Route): string {
  return name === 'header' ? `header:${headerKey(route)}` : name;
}

/** The marker the frame leaves where a part rendered elsewhere goes, and its markup (see renderRoute). */
const PartMarker = ({ name }: { name: FramePartName }) => <template data-frame-part={name} />;
export const framePartMarker = (name: FramePartName) => `<template data-frame-part="${name}"></template>`;

/**
 * The shared frame of every page: skip link, fixed header, main content (marked for the search
 * index on the pages it covers), footer, contact button.
 * The parts around <main> are left as markers (`framePartMarker`) for renderRoute to fill with
 * markup rendered once for every page that shares it.
 */
export function Frame({ children }: { children: ReactNode }) {
  const { route, content } = useSite();
  // Only <main> of the pages the search covers is indexed (Pagefind skips every page without a
  // data-pagefind-body once one has it), never the frame around it; the kind travels as metadata.
  const kind = searchKindOf(route.id, content);
  const indexed = kind ? { 'data-pagefind-body': '', 'data-pagefind-meta': `kind:${kind}`, 'data-pagefind-filter': `kind:${kind}` } : {};
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <PartMarker name="header" />
      <main id="main" className="page" tabIndex={-1} {...indexed}>
        {children}
      </main>
      <PartMarker name="footer" />
      <PartMarker name="contact" />
    </>
  );
}
