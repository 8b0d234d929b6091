import { describe, expect, it } from 'vitest';
import { fallbackFaces, type FontMetrics } from '../../scripts/assets/styles/fonts.ts';
import { firstViewEnd } from '../../scripts/render/first-view.ts';
import { shareIcons } from '../../scripts/render/shared-icons.ts';
import { widthsUsed } from '../../model/images.ts';

describe('firstViewEnd', () => {
  it('ends after the first section of <main>, however deeply it nests sections', () => {
    const html =
      '<html><head></head><body><header></header><main><div><section><section>a</section><p>b</p></section><section>c</section></div></main></body></html>';
    expect(html.slice(0, firstViewEnd(html))).toBe('<html><head></head><body><header></header><main><div><section><section>a</section><p>b</p></section>');
  });

  it('is the end of <main> when it holds no section, and of the body without <main>', () => {
    expect(firstViewEnd('<body><main><p>x</p></main></body>')).toBe('<body><main><p>x</p>'.length);
    expect(firstViewEnd('<body><p>x</p></body>')).toBe('<body><p>x</p>'.length);
  });
});

describe('shareIcons', () => {
  const check = (size: number, extra = '') =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" class="lucide lucide-check${extra}"><path d="M20 6 9 17l-5-5"></path></svg>`;

  it('draws a repeated icon once and points the others at it, each keeping its own attributes', () => {
    const html = shareIcons(`<p>${check(16)}${check(20, ' done')}${check(16)}</p>`);
    expect(html).toBe(
      '<p><svg width="16" height="16" viewBox="0 0 24 24" fill="none"><g id="icon-1"><path d="M20 6 9 17l-5-5"></path></g></svg>' +
        '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" class="done"><use href="#icon-1"/></svg>' +
        '<svg width="16" height="16" viewBox="0 0 24 24" fill="none"><use href="#icon-1"/></svg></p>',
    );
  });

  it('leaves an icon drawn once in place, and never shares between different viewBoxes', () => {
    const logo = (box: string) => `<svg viewBox="${box}"><circle cx="1" cy="1" r="1"></circle></svg>`;
    expect(shareIcons(`${logo('0 0 24 24')}${logo('0 0 48 48')}`)).toBe(`${logo('0 0 24 24')}${logo('0 0 48 48')}`);
  });

  it('does not touch an <svg> holding anything but basic shapes', () => {
    const art = '<svg viewBox="0 0 24 24"><text>1</text></svg>';
    expect(shareIcons(art + art)).toBe(art + art);
  });
});

describe('widthsUsed', () => {
  it('keeps only the widths a browser can pick for the sizes, from 1x to 3x', () => {
    // 4.5rem = 72 px: 120 serves 1x (and 1.5x), 160 serves 2x, 240 serves 3x.
    expect(widthsUsed([240, 120, 160], '4.5rem')).toEqual([120, 160, 240]);
    // 17 rem on desktop, 45-90 vw below: 240 px is never the smallest file wide enough.
    expect(widthsUsed([240, 480], '(min-width: 1024px) 17rem, (min-width: 640px) 45vw, 90vw')).toEqual([480]);
  });

  it('keeps every width when it cannot read the sizes', () => {
    expect(widthsUsed([320, 640], 'calc(100vw - 2rem)')).toEqual([320, 640]);
  });
});

describe('fallbackFaces', () => {
  it('scales a local face to the web font average width and gives it the web font vertical metrics', () => {
    const font: FontMetrics = { ascent: 900, descent: -300, lineGap: 0, unitsPerEm: 1000, xWidthAvg: 500 };
    const local: FontMetrics = { ascent: 1800, descent: -400, lineGap: 100, unitsPerEm: 2000, xWidthAvg: 800 };
    const css = fallbackFaces(font, [{ family: 'X Local', local: ['Local Bold', 'Local-Bold'], metrics: local }]);
    // 500/1000 over 800/2000 = 125 %; ascent 0.9 / 1.25 = 72 %.
    expect(css).toBe(
      '@font-face{font-family:"X Local";font-weight:600;src:local("Local Bold"),local("Local-Bold");size-adjust:125.00%;ascent-override:72.00%;descent-override:24.00%;line-gap-override:0.00%}',
    );
  });
});
