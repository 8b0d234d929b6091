import { beforeAll, describe, expect, it } from 'vitest';
import { outboundProblem } from '../../scripts/links/outbound.ts';
import { inquiryTexts } from '../../templates/components/inquiry.tsx';
import { tourDisplayName } from '../../model/tour-names.ts';
import { content } from '../helpers/render.ts';
import { renderedSite } from '../helpers/fixture.ts';

let krakatau: Document;
let ujungKulon: Document;
/** The name an inquiry about the tour of this id prints. */
let nameOf: (id: string) => string;
beforeAll(async () => {
  const site = await content();
  nameOf = (id) => tourDisplayName(site.tours, id);
  const rendered = await renderedSite();
  krakatau = rendered.doc('/krakatau-tour/');
  ujungKulon = rendered.doc('/ujung-kulon-tour/');
});

const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const all = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)];
/** The selected tab of a tab set, as its data-tab. */
const selectedTab = (doc: Document, set: string) => all(doc, `[id^="${set}-tab-"][aria-selected="true"]`)[0]?.getAttribute('data-tab');

describe('/krakatau-tour/ rendered', () => {
  it('selects One Day and, inside each package tab, Package A', () => {
    expect(selectedTab(krakatau, 'krakatau-packages')).toBe('one-day');
    expect(selectedTab(krakatau, 'krakatau-one-day')).toBe('package-a');
    expect(selectedTab(krakatau, 'krakatau-overnight')).toBe('package-a');
  });

  it('renders every panel once, each labelled by its tab, with no panel inside island props', () => {
    const panels = all(krakatau, '[role="tabpanel"]');
    expect(panels.map((p) => p.id)).toEqual([
      'krakatau-packages-panel-one-day',
      'krakatau-one-day-panel-package-a',
      'krakatau-one-day-panel-package-b',
      'krakatau-packages-panel-overnight',
      'krakatau-overnight-panel-package-a',
      'krakatau-overnight-panel-package-b',
      'krakatau-packages-panel-3d2n',
    ]);
    for (const p of panels) expect(krakatau.getElementById(p.getAttribute('aria-labelledby')!)?.getAttribute('role')).toBe('tab');
    const props = all(krakatau, '[data-island]').map((el) => el.getAttribute('data-props')!);
    expect(props.length).toBeGreaterThanOrEqual(3);
    for (const json of props) expect(json.length).toBeLessThan(400);
  });

  it('has well-formed inquiry links for krakatau', () => {
    const links = all(krakatau, '#inquiry a').map((a) => a.getAttribute('href')!);
    expect(links.map(outboundProblem)).toEqual([null, null, null]);
    expect(new URL(links[0]!).searchParams.get('text')).toBe(inquiryTexts(nameOf('krakatau')).message);
  });
});

describe('/ujung-kulon-tour/ rendered', () => {
  it('carries the spec tab ids in element ids and data-tab', () => {
    for (const [set, id] of [
      ['uk-adventure', 'camping-tour'],
      ['uk-adventure', 'package-e'],
      ['uk-camping-tour', 'package-a'],
      ['uk-package-b', 'package-b-a'],
      ['uk-birding', 'birding-a'],
    ] as const) {
      const tab = ujungKulon.getElementById(`${set}-tab-${id}`);
      expect(tab?.getAttribute('data-tab'), `${set} ${id}`).toBe(id);
      expect(tab?.getAttribute('aria-selected'), `${set} ${id}`).toBe(id === 'package-e' ? 'false' : 'true');
    }
  });

  it('renders both views in full beside the choice island, which controls them by id', () => {
    expect(all(ujungKulon, '.choice-option').map((b) => b.getAttribute('aria-controls'))).toEqual(['adventure', 'birding']);
    expect(all(ujungKulon, '.choice-option').map(text)).toEqual([expect.stringMatching(/^Package Adventure/), expect.stringMatching(/^Birding Ujung Kulon/)]);
    expect(all(ujungKulon, '.choice-back').map(text)).toEqual(['Back to Selection']);
    expect(all(ujungKulon, '#adventure [role="tabpanel"]')).toHaveLength(5 + 6);
    expect(all(ujungKulon, '#birding [role="tabpanel"]')).toHaveLength(4);
    // The views are server markup, never hidden in the HTML, and not serialised into the island's props.
    expect(all(ujungKulon, '.choice-view[hidden], [role="tabpanel"][hidden]')).toEqual([]);
    expect(ujungKulon.querySelector('[data-island="choice"]')!.getAttribute('data-props')!.length).toBeLessThan(300);
  });

  it('has one h1 and headings that never skip a level', () => {
    const levels = all(ujungKulon, 'main h1, main h2, main h3, main h4, main h5, main h6').map((h) => Number(h.tagName[1]));
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    expect(levels.length).toBeGreaterThan(5);
    levels.forEach((l, i) => {
      if (i > 0) expect(l - levels[i - 1]!, `heading ${i}`).toBeLessThanOrEqual(1);
    });
    const kLevels = all(krakatau, 'main h1, main h2, main h3, main h4, main h5, main h6').map((h) => Number(h.tagName[1]));
    expect(kLevels.filter((l) => l === 1)).toHaveLength(1);
    expect(kLevels.length).toBeGreaterThan(5);
    kLevels.forEach((l, i) => {
      if (i > 0) expect(l - kLevels[i - 1]!, `heading ${i}`).toBeLessThanOrEqual(1);
    });
  });

  it('has well-formed inquiry links for ujung-kulon', () => {
    const links = all(ujungKulon, '#inquiry a').map((a) => a.getAttribute('href')!);
    expect(links.map(outboundProblem)).toEqual([null, null, null]);
    expect(decodeURIComponent(links[1]!.split('subject=')[1]!)).toBe(inquiryTexts(nameOf('ujung-kulon')).subject);
    expect(text(ujungKulon.querySelector('#inquiry h2'))).toBe('Plan your Ujung Kulon trip');
  });
});
