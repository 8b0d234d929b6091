import { beforeAll, describe, expect, it } from 'vitest';
import { outboundProblem } from '../../scripts/links/outbound.ts';
import { content } from '../helpers/render.ts';
import { renderedSite } from '../helpers/fixture.ts';

let doc: Document;
let html: string;
let site: Awaited<ReturnType<typeof content>>;
beforeAll(async () => {
  site = await content();
  const rendered = await renderedSite();
  html = rendered.page('/contact/').html;
  doc = rendered.doc('/contact/');
});

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const all = (selector: string, root: ParentNode = doc) => [...root.querySelectorAll(selector)];

describe('/contact/ rendered', () => {
  it('renders no form and no iframe: the map frame is only inserted on request', () => {
    expect(all('form, input, textarea, select')).toHaveLength(0);
    expect(all('iframe')).toHaveLength(0);
    expect(html).not.toMatch(/\ssrc="https?:/);
    expect(html).not.toMatch(/rel="(?:preconnect|dns-prefetch|preload)"[^>]*href="https?:/);
  });

  it('has the map island with the embed in its props, the static preview and the plain map link', () => {
    const island = doc.querySelector('[data-island="map-frame"]')!;
    expect(island).not.toBeNull();
    const props = JSON.parse(island.getAttribute('data-props')!);
    expect(props.src).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(props.src).toContain(`marker=${site.site.office.latitude},${site.site.office.longitude}`);
    expect(props.title).toBe(site.contact.map.frameTitle);
    expect(doc.getElementById(props.previewId)?.querySelector('svg[role="img"]')).not.toBeNull();
    // Hidden until the island runs: with JavaScript off the link below is the way to the map.
    expect(island.querySelector('button')!.hasAttribute('hidden')).toBe(true);
    const link = doc.querySelector<HTMLAnchorElement>('.office-map-link')!;
    expect(text(link)).toContain('Open the map');
    expect(link.getAttribute('href')).toContain(`mlat=${site.site.office.latitude}&mlon=${site.site.office.longitude}`);
  });

  it('every outbound link is well-formed, and those that leave for the web open in a new tab', () => {
    const links = all('main a[href]') as HTMLAnchorElement[];
    expect(links.filter((a) => /^(https?:|mailto:|tel:)/.test(a.getAttribute('href')!)).length).toBe(4 + 6 + 1);
    for (const a of links) {
      const href = a.getAttribute('href')!;
      if (!/^(https?:|mailto:|tel:)/.test(href)) continue;
      expect(outboundProblem(href), href).toBeNull();
      if (href.startsWith('https:')) {
        expect(a.getAttribute('target'), href).toBe('_blank');
        expect(a.getAttribute('rel'), href).toBe('noopener noreferrer');
      } else {
        expect(a.hasAttribute('target'), href).toBe(false);
      }
    }
  });

  it('FAQ items are native disclosures, closed at first', () => {
    const items = all('.faq details');
    expect(items.length).toBe(site.contact.faq.items.length);
    for (const d of items) {
      expect(d.hasAttribute('open')).toBe(false);
      expect(d.firstElementChild?.tagName.toLowerCase()).toBe('summary');
    }
  });
});
