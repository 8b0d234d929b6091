// The one escaping of content's words into markup: the pages, the feed, and the SVG and HTML the
// build writes itself (the route map, the contact sheet).
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML, XML or SVG markup, in element content and in quoted attributes. */
export function escapeMarkup(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
