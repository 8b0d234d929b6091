// OpenStreetMap addresses for the office position (content/site.yaml): the embed shown on request
// and the plain link that works without JavaScript.

const fixed = (n: number) => n.toFixed(5).replace(/0+$/, '').replace(/\.$/, '');

/** The OpenStreetMap embed of an area around a point, with a marker on it. */
export function osmEmbedUrl(latitude: number, longitude: number, span = 0.012): string {
  const bbox = [longitude - span, latitude - span / 2, longitude + span, latitude + span / 2].map(fixed).join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${fixed(latitude)},${fixed(longitude)}`;
}

/** openstreetmap.org centred on a point with a marker: the map link for visitors without JavaScript. */
export function osmLinkUrl(latitude: number, longitude: number, zoom = 16): string {
  return `https://www.openstreetmap.org/?mlat=${fixed(latitude)}&mlon=${fixed(longitude)}#map=${zoom}/${fixed(latitude)}/${fixed(longitude)}`;
}
