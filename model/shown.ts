// How many items a collapsed list shows before its toggle, as the spec fixes them: what a list shows
// first is what it features, so the hedge rules read them. widgets/timings.ts holds the same two
// numbers for the widgets and templates: content imports no widget code, and the widgets bundle
// from widgets/ alone, so the two are written twice and test/unit/hedge-rules.test.ts holds them equal.

/** A birding package's key species shown first (the spec: 10). */
export const HIGHLIGHTS_COLLAPSED = 10;
/** The mammals tour's key species shown first (the spec: 6 of 27). */
export const MAMMALS_COLLAPSED = 6;
