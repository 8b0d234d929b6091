import { escapeMarkup } from '../../../model/escape.ts';
import type { MultiPolygon } from 'geojson';
import type { GeoProjection } from 'd3-geo';
import { visitMapBounds } from '../../../model/schema/home.ts';
import { fitBox, landPath, round1, type Rect } from './geometry.ts';
import { crosses, overlap, placeLabels, textWidth } from './labels.ts';
import { within as landWithin, type GeoBox } from './land.ts';

/** A place to mark: its name and position in degrees (south of the equator is negative). */
interface MapPlace {
  name: string;
  lat: number;
  lon: number;
}

export interface RouteMap {
  svg: string;
  /** Intrinsic size in CSS pixels: the <img> width and height attributes. */
  width: number;
  height: number;
}

type PanelId = 'overview' | 'east' | 'west';

/** The whole map, as model/schema/home.ts checks every place against. */
export const OVERVIEW: GeoBox = visitMapBounds;
/** Enlarged below the overview: Banten, Jakarta, West Java and the south of Lampung, where most places lie. */
export const WEST: GeoBox = { west: 104.85, east: 108.35, south: -7.8, north: -4.45 };
/** Enlarged in the overview's Java Sea: the east tip of Java and western Bali, where three places lie within 35 km of each other. */
export const EAST: GeoBox = { west: 113.55, east: 115.75, south: -8.85, north: -7.45 };
const describe: Record<PanelId, string> = {
  overview: 'Java, southern Sumatra and Bali, with dashed boxes around the two enlarged areas',
  east: 'enlarged, top right: the east tip of Java and western Bali',
  west: 'enlarged, below: Banten, Jakarta, West Java and southern Lampung',
};

const WIDTH = 560;
const GAP = 12;
const EAST_WIDTH = 236;
// 20 units on a 560-unit map: 12.5 px where a 390 px phone draws it 350 px wide, 17 px in the
// 467 px column of a 1440 px desktop.
const FONT = 20;
// Smaller markers where the scale is small, so that close places stay apart.
const MARKER: Record<PanelId, number> = { overview: 4.5, east: 5.5, west: 6.5 };

// styles/_tokens.scss
const color = { forest: '#14532d', leaf: '#4d7c0f', leafLight: '#ecfccb', sand: '#fbf8f1', ink: '#1c1917', inkSoft: '#57534e' };
const fonts = `system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif`;

/** Names that orient the reader: islands in capitals, seas in italics. Not places we visit. */
const regions: { text: string; lon: number; lat: number; kind: 'island' | 'sea'; panel: PanelId }[] = [
  { text: 'SUMATRA', lon: 105.35, lat: -4.05, kind: 'island', panel: 'overview' },
  { text: 'JAVA', lon: 110.4, lat: -7.3, kind: 'island', panel: 'overview' },
  { text: 'Java Sea', lon: 109.4, lat: -5.4, kind: 'sea', panel: 'overview' },
  { text: 'Indian Ocean', lon: 109.8, lat: -8.65, kind: 'sea', panel: 'overview' },
  { text: 'BALI', lon: 115.25, lat: -8.4, kind: 'island', panel: 'east' },
  { text: 'SUMATRA', lon: 105.25, lat: -5.2, kind: 'island', panel: 'west' },
  { text: 'JAVA', lon: 108.0, lat: -7.05, kind: 'island', panel: 'west' },
  { text: 'Java Sea', lon: 107.7, lat: -5.1, kind: 'sea', panel: 'west' },
  { text: 'Indian Ocean', lon: 106.1, lat: -7.55, kind: 'sea', panel: 'west' },
];

type Fitted = ReturnType<typeof fitBox>;

/**
 * The route map as an SVG file: Java, southern Sumatra and Bali, with the crowded west enlarged
 * below and the crowded east enlarged in a corner; each place is a labelled marker in the view
 * that shows it best. Pure: same input, same bytes.
 */
export function renderRouteMap(places: readonly MapPlace[], land: MultiPolygon, title: string): RouteMap {
  const overview = fitBox(OVERVIEW, 0, 0, WIDTH);
  const east = fitBox(EAST, WIDTH - EAST_WIDTH - 6, 6, EAST_WIDTH);
  const west = fitBox(WEST, 0, overview.rect.height + GAP, WIDTH);
  const height = west.rect.y + west.rect.height;
  const within = (box: GeoBox) => (p: MapPlace) => p.lon >= box.west && p.lon <= box.east && p.lat >= box.south && p.lat <= box.north;
  const shown: Record<PanelId, MapPlace[]> = {
    west: places.filter(within(WEST)),
    east: places.filter((p) => !within(WEST)(p) && within(EAST)(p)),
    overview: places.filter((p) => !within(WEST)(p) && !within(EAST)(p)),
  };

  // Dashed boxes on the overview around what the other views enlarge, and two lines up from the
  // east box to its view; the overview's labels keep clear of all of them.
  const westBox = outline(overview, WEST);
  const eastBox = outline(overview, EAST);
  const top = east.rect.y + east.rect.height;
  const connectors = [eastBox.x, eastBox.x + eastBox.width].map((x) => `M${x} ${eastBox.y}V${top}`);
  const body = [
    panel('overview', overview, landWithin(land, OVERVIEW), shown.overview, [
      westBox,
      eastBox,
      grow(east.rect, 4),
      { ...eastBox, y: top, height: eastBox.y - top },
    ]),
    [westBox, eastBox].map((b) => `<rect class="zoom" x="${b.x}" y="${b.y}" width="${b.width}" height="${b.height}"/>`).join(''),
    connectors.map((d) => `<path class="zoom" d="${d}"/>`).join(''),
    panel('east', east, landWithin(land, EAST), shown.east, []),
    panel('west', west, landWithin(land, WEST), shown.west, []),
  ].join('');

  const description = (['overview', 'east', 'west'] as const)
    .map((id) => `${capitalise(describe[id])}${shown[id].length ? `, marking ${list(shown[id])}` : ''}.`)
    .join(' ');
  const style =
    `text{font-family:${fonts};font-size:${FONT}px;font-weight:600;fill:${color.ink};paint-order:stroke;stroke:${color.sand};stroke-width:4px;stroke-linejoin:round}` +
    `.sea{fill:${color.sand}}.land{fill:${color.leafLight};stroke:${color.leaf};stroke-width:.7px;stroke-linejoin:round}` +
    `.frame,.zoom{fill:none;stroke:${color.forest};stroke-width:1.5px}.zoom{stroke-dasharray:5 3}` +
    `.m{fill:${color.forest};stroke:#fff;stroke-width:2px}.leader{stroke:${color.inkSoft};stroke-width:1.2px}` +
    `.island{font-size:16px;letter-spacing:.2em;fill:${color.leaf}}.sea-name{font-size:16px;font-weight:400;font-style:italic;fill:${color.inkSoft}}` +
    `.scale{font-size:14px;font-weight:400}.bar{fill:${color.ink}}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="img" aria-labelledby="t d">` +
    `<title id="t">${escapeMarkup(title)}</title><desc id="d">${escapeMarkup(description)}</desc><style>${style}</style>${body}</svg>\n`;
  return { svg, width: WIDTH, height };
}

/** The rectangle a geographic box covers in a fitted view. */
function outline({ projection }: Fitted, box: GeoBox): Rect {
  const [x0, y0] = projection([box.west, box.north])!.map(round1) as [number, number];
  const [x1, y1] = projection([box.east, box.south])!.map(round1) as [number, number];
  return { x: x0, y: y0, width: round1(x1 - x0), height: round1(y1 - y0) };
}

function grow(r: Rect, by: number): Rect {
  return { x: r.x - by, y: r.y - by, width: r.width + 2 * by, height: r.height + 2 * by };
}

function panel(name: PanelId, { projection, rect }: Fitted, land: MultiPolygon, places: readonly MapPlace[], reserved: Rect[]): string {
  const at = (lon: number, lat: number) => projection([lon, lat])!.map(round1) as [number, number];
  const area = grow(rect, -7);
  const scale = scaleBar(projection, rect);
  const points = places.map((p) => {
    const [x, y] = at(p.lon, p.lat);
    return { x, y, text: p.name };
  });
  const named = regions
    .filter((r) => r.panel === name)
    .map((r) => {
      const [x, y] = at(r.lon, r.lat);
      const size = 16;
      const width = textWidth(r.text, size) * (r.kind === 'island' ? 1.2 : 1);
      return { ...r, x, y, box: { x: x - width / 2, y: y - size * 0.8, width, height: size } };
    });
  const labels = placeLabels(points, { area, fontSize: FONT, markerRadius: MARKER[name], obstacles: [...reserved, scale.box], avoid: named.map((n) => n.box) });
  // Region names give way: one that would touch a place's marker, label or leader is left out.
  const marks = points.map((p) => grow({ x: p.x, y: p.y, width: 0, height: 0 }, MARKER[name]));
  const names = named.filter(
    ({ box }) => ![...marks, ...labels.map((l) => l.box)].some((b) => overlap(b, box, 3)) && !labels.some((l) => l.leader && crosses(l.leader, box)),
  );

  return (
    `<rect class="sea" x="${rect.x}" y="${rect.y}" width="${rect.width}" height="${rect.height}"/>` +
    `<path class="land" d="${landPath(land, projection, 0.5, 1.5)}"/>` +
    names.map((n) => `<text class="${n.kind === 'island' ? 'island' : 'sea-name'}" x="${n.x}" y="${n.y}" text-anchor="middle">${n.text}</text>`).join('') +
    scale.svg +
    labels.map((l) => (l.leader ? `<path class="leader" d="M${l.leader.map(round1).join(' ')}"/>` : '')).join('') +
    points.map((p) => `<circle class="m" cx="${p.x}" cy="${p.y}" r="${MARKER[name]}"/>`).join('') +
    labels.map((l, i) => `<text x="${round1(l.x)}" y="${round1(l.y)}">${escapeMarkup(points[i]!.text)}</text>`).join('') +
    `<rect class="frame" x="${round1(rect.x + 0.75)}" y="${round1(rect.y + 0.75)}" width="${round1(rect.width - 1.5)}" height="${round1(rect.height - 1.5)}"/>`
  );
}

/** A bar of a round number of kilometres, at most a fifth of the panel wide, in its lower left corner. */
function scaleBar(projection: GeoProjection, rect: Rect): { svg: string; box: Rect } {
  const [lon, lat] = projection.invert!([rect.x + 20, rect.y + rect.height - 20])!;
  const kmPerDegree = 111.32 * Math.cos((lat * Math.PI) / 180);
  const pxPerKm = (projection([lon + 1, lat])![0]! - projection([lon, lat])![0]!) / kmPerDegree;
  const km = [10, 20, 25, 50, 100, 200, 250, 500].findLast((k) => k * pxPerKm <= rect.width / 5)!;
  const width = round1(km * pxPerKm);
  const x = rect.x + 16;
  const y = round1(rect.y + rect.height - 16);
  const svg = `<rect class="bar" x="${x}" y="${round1(y - 4)}" width="${width}" height="4"/><text class="scale" x="${x}" y="${round1(y - 9)}">${km} km</text>`;
  return { svg, box: { x, y: y - 24, width: Math.max(width, 50), height: 24 } };
}

function list(places: readonly MapPlace[]): string {
  const names = places.map((p) => p.name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
