// How many items a collapsed list shows before its toggle, as the spec fixes them. The content rules
// read them (what a list shows first is what it features) and so do the widgets and templates,
// through widgets/timings.ts. A leaf module: the browser bundle takes these two numbers and nothing else.

/** A birding package's key species shown first (the spec: 10). */
export const HIGHLIGHTS_COLLAPSED = 10;
/** The mammals tour's key species shown first (the spec: 6 of 27). */
export const MAMMALS_COLLAPSED = 6;
