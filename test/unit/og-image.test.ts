import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { OG_HEIGHT, OG_WIDTH, ogAlt, ogFileName, ogLayout, pangoText, scrimSvg, titleFontSize, woffToSfnt } from '../../scripts/assets/og/og.ts';
import { webManifest } from '../../scripts/assets/icons.ts';
import { routes } from '../helpers/routes.ts';

describe('link-preview card layout', () => {
  it('sets short titles larger than long ones, and every route title at a readable size', () => {
    expect(titleFontSize('Blog')).toBeGreaterThan(titleFontSize('Ujung Kulon National Park: wildlife conservation and pristine nature'));
    for (const route of routes) expect(titleFontSize(route.title), route.title).toBeGreaterThanOrEqual(48);
  });

  it('keeps the title block above the operator line and inside the card', () => {
    const layout = ogLayout(180);
    expect(layout.title.top + 180).toBeLessThan(layout.mark.top);
    expect(layout.mark.top + layout.mark.size).toBeLessThanOrEqual(OG_HEIGHT);
    expect(layout.title.left + layout.textWidth).toBeLessThanOrEqual(OG_WIDTH);
    // A title too tall for the space still starts inside the card.
    expect(ogLayout(2000).title.top).toBeGreaterThan(0);
  });

  it('escapes markup in titles', () => {
    expect(pangoText('Birds & <b>bees</b>', '#fff')).toBe('<span foreground="#fff">Birds &amp; &lt;b&gt;bees&lt;/b&gt;</span>');
  });

  it('draws the scrim at the card size', async () => {
    const meta = await sharp(Buffer.from(scrimSvg())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it('names the file by page and the start of its cache key', () => {
    const key = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    expect(ogFileName('ujung-kulon-tour', key)).toBe('ujung-kulon-tour.a1b2c3d4e5.jpg');
    expect(ogFileName('post:gunung-gede-in-the-mist', key)).toBe('post-gunung-gede-in-the-mist.a1b2c3d4e5.jpg');
    expect(ogFileName('Blog, page 2!', key)).toBe('blog-page-2.a1b2c3d4e5.jpg');
  });

  it('describes the printed words and the picture, flagging stand-in artwork', () => {
    expect(ogAlt('Blog', 'West Java Birding', 'Mist over the forest', true)).toBe('Blog | West Java Birding. Illustration: Mist over the forest');
    expect(ogAlt('Blog', 'West Java Birding', 'Mist over the forest', false)).toBe('Blog | West Java Birding. Mist over the forest');
  });
});

describe('WOFF to TrueType', () => {
  const woff = readFileSync(createRequire(import.meta.url).resolve('@fontsource/fraunces/files/fraunces-latin-700-normal.woff'));

  it('writes an sfnt with every table of the WOFF, of the size its header announces', () => {
    const sfnt = woffToSfnt(woff);
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBe(woff.readUInt32BE(16)); // WOFF header: totalSfntSize
  });

  it('refuses anything that is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('wOF2 not this one'))).toThrow(/WOFF 1.0/);
  });
});

describe('web manifest', () => {
  it('starts at the base path, runs standalone and lists square PNG icons with a maskable one', () => {
    const manifest = webManifest({ name: 'West Java Birding', shortName: 'WJ Birding', description: 'Tours', basePath: '/tours/' });
    expect(manifest).toMatchObject({ name: 'West Java Birding', short_name: 'WJ Birding', start_url: '/tours/', scope: '/tours/', display: 'standalone' });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const png = manifest.icons.filter((i) => i.type === 'image/png');
    expect(png.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(png.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) expect(icon.src).toMatch(/^\/tours\//);
  });
});
