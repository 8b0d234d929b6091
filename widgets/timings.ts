// Every timing and threshold the spec fixes, in one place: widgets, styles (through the
// generated `timings` Sass module) and browser tests all read these names.

/** Home banner: a fade starts every 4 s; the index advances 500 ms into it. */
export const BANNER_INTERVAL_MS = 4000;
export const BANNER_FADE_MS = 500;
/** Home hero slideshow: each change fades for 300 ms. */
export const HERO_FADE_MS = 300;
/** Home tour cards: bounce, then navigate after 300 ms. */
export const TOUR_CARD_NAV_DELAY_MS = 300;
/** Page content fades in 50 ms after load. */
export const PAGE_FADE_IN_DELAY_MS = 50;
/** Mobile menu scroll-to-section helper: wait 100 ms after reaching / before scrolling. */
export const MENU_SCROLL_DELAY_MS = 100;
/** Decorative background particles on the home page. */
export const PARTICLE_COUNT = 15;
export const PARTICLE_UPDATE_MS = 50;
/** Not a spec figure: the particle updates stop this long after the last mouse move (they react to the mouse only). */
export const PARTICLE_IDLE_MS = 1000;
/** Sections animate in when this fraction is visible. */
export const REVEAL_THRESHOLD = 0.1;
/** Per-section entrance delays on the tour, about, blog and contact pages. */
export const ENTRANCE_DELAYS_MS = [100, 120, 130, 200, 210, 220, 230] as const;
/** Collapsed list lengths. */
export const HIGHLIGHTS_COLLAPSED = 10;
export const MAMMALS_COLLAPSED = 6;
