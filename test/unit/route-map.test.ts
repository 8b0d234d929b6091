import type { MultiPolygon } from 'geojson';
import { geoContains } from 'd3-geo';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLand } from '../../scripts/assets/map/land.ts';
import { overlap, placeLabels, textWidth, type PlacedLabel } from '../../scripts/assets/map/labels.ts';
import { EAST, OVERVIEW, renderRouteMap, WEST, type RouteMap } from '../../scripts/assets/map/route-map.ts';
import { Window } from 'happy-dom';

import { shipped } from '../helpers/shipped.ts';
const home = shipped('home');

const places = home.visit.locations;
let land: MultiPolygon;
let map: RouteMap;
let svg: SVGSVGElement;
beforeAll(async () => {
  land = await loadLand(OVERVIEW);
  map = renderRouteMap(places, land, 'Map of the places we visit');
  svg = parseSvg(map.svg).documentElement as unknown as SVGSVGElement;
});

/** Parses an SVG file as a browser loading it from an <img> would: as XML. */
function parseSvg(text: string): Document {
  return new new Window().DOMParser().parseFromString(text, 'image/svg+xml') as unknown as Document;
}

const numbers = (el: Element, ...names: string[]) => names.map((n) => Number(el.getAttribute(n)));

describe('route map SVG', () => {
  it('names itself with a <title> and a <desc> that lists every place, and is an img labelled by both', () => {
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-labelledby')).toBe('t d');
    expect(svg.querySelector('title#t')?.textContent).toBe('Map of the places we visit');
    const desc = svg.querySelector('desc#d')?.textContent ?? '';
    for (const place of places) expect(desc).toContain(place.name);
  });

  it('marks each of the 16 places once, inside the viewBox, with its name as a label', () => {
    const [, , width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number);
    expect([width, height]).toEqual([map.width, map.height]);
    const markers = [...svg.querySelectorAll('circle.m')];
    expect(markers).toHaveLength(16);
    for (const marker of markers) {
      const [cx, cy, r] = numbers(marker, 'cx', 'cy', 'r');
      expect(cx! - r!).toBeGreaterThan(0);
      expect(cy! - r!).toBeGreaterThan(0);
      expect(cx! + r!).toBeLessThan(width!);
      expect(cy! + r!).toBeLessThan(height!);
    }
    const labels = [...svg.querySelectorAll('text:not([class])')].map((t) => t.textContent);
    expect(labels.sort()).toEqual(places.map((p) => p.name).sort());
  });

  it('keeps every label inside the viewBox and clear of the other labels', () => {
    const [, , width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number);
    const boxes = [...svg.querySelectorAll('text:not([class])')].map((t) => {
      const [x, y] = numbers(t, 'x', 'y');
      return { x: x!, y: y! - 16, width: textWidth(t.textContent!, 20), height: 21 };
    });
    expect(boxes).toHaveLength(16);
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width!);
      expect(box.y + box.height).toBeLessThanOrEqual(height!);
    }
    const clashes = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter((b) => overlap(a, b))
        .map(() => i),
    );
    expect(clashes).toEqual([]);
  });

  it('draws nothing from another host, no script, and numbers with at most one decimal', () => {
    expect(map.svg.match(/https?:\/\/[^"]*/g)).toEqual(['http://www.w3.org/2000/svg']);
    expect(map.svg).not.toMatch(/<script|href=|@import|url\(/);
    expect(map.svg).not.toMatch(/\d\.\d\d/);
  });

  it('draws the same bytes from the same places', () => {
    expect(renderRouteMap(places, land, 'Map of the places we visit').svg).toBe(map.svg);
  });

  it('draws a place outside both enlarged views on the overview', () => {
    const single = renderRouteMap([{ name: 'Semarang', lat: -6.97, lon: 110.42 }], land, 'x');
    const doc = parseSvg(single.svg);
    const [cx, cy] = numbers(doc.querySelector('circle.m')!, 'cx', 'cy');
    const overviewHeight = Number(doc.querySelector('rect.sea')!.getAttribute('height'));
    expect(cy!).toBeLessThan(overviewHeight);
    expect(cx!).toBeGreaterThan(single.width * 0.4);
    expect(cx!).toBeLessThan(single.width * 0.6);
  });
});

describe('visit location coordinates', () => {
  // Natural Earth's 1:10m coast decides land and sea: a swapped sign or a slipped digit that still
  // falls inside the map's bounds usually lands in the sea or on the wrong side of a strait.
  // Coasts, mangroves and islands sit on the shoreline itself, finer than a 1:10m coast can tell.
  const onLand = new Set(['National Park', 'Forest Park', 'Mountain Area', 'Botanical Garden', 'Volcano']);
  const atSea = new Set(['Marine Area']);
  const inBox = (box: typeof WEST) => (p: { lat: number; lon: number }) => p.lon >= box.west && p.lon <= box.east && p.lat >= box.south && p.lat <= box.north;

  it('puts inland places on land and the strait at sea', () => {
    const checked = places.filter((p) => onLand.has(p.type) || atSea.has(p.type));
    expect(checked.length).toBeGreaterThanOrEqual(10);
    const wrong = checked.filter((p) => geoContains(land, [p.lon, p.lat]) !== onLand.has(p.type)).map((p) => `${p.name} (${p.type}) at ${p.lat}, ${p.lon}`);
    expect(wrong).toEqual([]);
  });

  it('the check can fail: a slipped digit puts Ujung Kulon at sea and Jakarta Bay on land', () => {
    expect(geoContains(land, [105.33, -6.75])).toBe(true);
    expect(geoContains(land, [105.33, -7.75])).toBe(false);
    expect(geoContains(land, [106.85, -5.98])).toBe(false);
    expect(geoContains(land, [106.85, -6.98])).toBe(true);
  });

  it('puts twelve places in the enlarged west, three in the enlarged east and Wonorejo on the overview', () => {
    expect(places.filter(inBox(WEST))).toHaveLength(12);
    expect(places.filter(inBox(EAST)).map((p) => p.name)).toEqual(['Baluran', 'Ijen', 'Bali Barat']);
  });
});

describe('label placement', () => {
  const area = { x: 0, y: 0, width: 400, height: 300 };
  const clear = (labels: PlacedLabel[]) => labels.every((a, i) => labels.every((b, j) => i === j || !overlap(a.box, b.box)));

  it('sets a lone label to the right of its point, with no leader', () => {
    const [label] = placeLabels([{ x: 100, y: 100, text: 'Carita' }], { area, fontSize: 20, markerRadius: 6 });
    expect(label!.box.x).toBeGreaterThan(106);
    expect(label!.box.y).toBeLessThan(100);
    expect(label!.box.y + label!.box.height).toBeGreaterThan(100);
    expect(label!.leader).toBeUndefined();
  });

  it('moves crowded labels apart, with leader lines, and keeps them in the area', () => {
    const points = ['Muara Angke', 'Jakarta Bay', 'Muara Gembong', 'Pulau Dua'].map((text, i) => ({ x: 180 + i * 12, y: 150 + (i % 2) * 8, text }));
    const labels = placeLabels(points, { area, fontSize: 20, markerRadius: 6 });
    expect(clear(labels)).toBe(true);
    expect(labels).toHaveLength(points.length);
    expect(labels.some((l) => l.leader)).toBe(true);
    for (const l of labels) expect(l.box.x >= 0 && l.box.y >= 0 && l.box.x + l.box.width <= 400 && l.box.y + l.box.height <= 300).toBe(true);
  });

  it('fails, naming the label, when there is no room', () => {
    const points = Array.from({ length: 30 }, (_, i) => ({ x: 50 + (i % 6) * 10, y: 40 + Math.floor(i / 6) * 10, text: `Place ${i}` }));
    expect(() => placeLabels(points, { area: { x: 0, y: 0, width: 200, height: 120 }, fontSize: 20, markerRadius: 6 })).toThrow(
      /no room for the label "Place \d+"/,
    );
  });
});
