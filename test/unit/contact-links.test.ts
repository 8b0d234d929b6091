import { describe, expect, it } from 'vitest';
import { outboundProblem } from '../../scripts/links/outbound.ts';
import { osmEmbedUrl, osmLinkUrl } from '../../templates/contact/map-links.ts';

describe('office map addresses', () => {
  it('embed: OpenStreetMap export with a bounding box around the point and a marker on it', () => {
    const url = new URL(osmEmbedUrl(-6.2872, 105.8322));
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(url.searchParams.get('marker')).toBe('-6.2872,105.8322');
    const [west, south, east, north] = url.searchParams.get('bbox')!.split(',').map(Number);
    expect(west).toBeLessThan(105.8322);
    expect(east).toBeGreaterThan(105.8322);
    expect(south).toBeLessThan(-6.2872);
    expect(north).toBeGreaterThan(-6.2872);
    expect(outboundProblem(url.href)).toBeNull();
  });

  it('link: openstreetmap.org centred on the point with a marker', () => {
    expect(osmLinkUrl(-6.2872, 105.8322)).toBe('https://www.openstreetmap.org/?mlat=-6.2872&mlon=105.8322#map=16/-6.2872/105.8322');
    expect(outboundProblem(osmLinkUrl(-6.2872, 105.8322))).toBeNull();
  });
});
