// Every way the build can stop, each once: a name that tests and the guides use, a title that says
// what went wrong in general, and a hint for what to do when the error itself names no fix. A
// BuildError carries one of these names; its message and details say what went wrong this time.
// docs/developer-guide.md "Build errors" lists them all (test/unit/error-catalogue.test.ts keeps it in step).

export interface ErrorEntry {
  /** What went wrong, in general. */
  title: string;
  /** What to do about it, when the error names no fix of its own. */
  hint: string;
}

export const errorCatalogue = {
  ContentInvalid: {
    title: 'A content file or trip report breaks a rule',
    hint: 'Fix each value at the file and line named (the field, what was expected and what was found are printed), then build again.',
  },
  PlumageInvalid: {
    title: 'A stand-in plumage entry breaks a rule',
    hint: 'Fix the entry of content/species/plumage.yaml at the line named.',
  },
  InvalidBasePath: {
    title: 'The base path is not a URL path',
    hint: 'Give BASE_PATH or --base as a path such as /tours/.',
  },
  ModuleLoadFailed: {
    title: 'A template or route module threw while it was loaded',
    hint: 'Move the work at the line named into the function that needs its result.',
  },
  UnknownIsland: {
    title: 'A template renders an island that widgets/islands/ does not hold',
    hint: 'Add the island under widgets/islands/, or render a component that exists.',
  },
  IslandWithoutComponent: {
    title: 'An island module has no component as its default export',
    hint: 'Export the island component as the default export of its module.',
  },
  MissingEnhancer: {
    title: 'A template asks for a widget file that does not exist',
    hint: 'Add the widget under widgets/, or correct the name the template asks for.',
  },
  WidgetsBundleFailed: {
    title: 'The widgets could not be bundled',
    hint: 'Fix the error esbuild reports at the file and line printed.',
  },
  ReactInBundle: {
    title: 'A browser bundle contains React code',
    hint: 'Import from preact (or preact/hooks) in widgets/, never from react.',
  },
  MissingStylesheet: {
    title: 'A route names a stylesheet that does not exist',
    hint: "Add the stylesheet under styles/, or correct the route's stylesheet.",
  },
  StylesCompileFailed: {
    title: 'The styles could not be compiled',
    hint: 'Fix the SCSS error at the file and line printed.',
  },
  UnknownStylesheetLink: {
    title: 'A page links a stylesheet the build did not make',
    hint: "Link only the stylesheets the build writes (a route's `stylesheet`, main.css).",
  },
  CriticalCssBreaksStyle: {
    title: 'The critical CSS contains "</", which would end its <style> early',
    hint: 'Remove "</" from the CSS (write it escaped, as "<\\/", in a content string).',
  },
  InvalidImageId: {
    title: 'A template asks for an image by an id that is not an image id',
    hint: 'Use an id such as birds/javan-trogon: lowercase words joined by "-", folders joined by "/".',
  },
  ImageNotRequested: {
    title: 'An image was asked for on the final render but not on the first',
    hint: 'Render the same pictures on both passes: a picture must not depend on what the first pass produced.',
  },
  UnusablePhoto: {
    title: 'A photo cannot be used',
    hint: 'Replace the file with a JPEG, PNG, WebP or AVIF photo that opens, large enough for its slot.',
  },
  DuplicatePhoto: {
    title: 'Two photos share one image id',
    hint: 'Keep one file per image id under content/photos/.',
  },
  MissingPhoto: {
    title: 'A picture has no photo, and the build draws no stand-ins',
    hint: 'Add the photo under content/photos/, named after the image id (see docs/owner-guide.md "Adding photos").',
  },
  UnknownStandInSubject: {
    title: 'An image asks for a stand-in subject that has no drawing',
    hint: 'Use a subject the stand-in artwork draws, or add a photo for the image.',
  },
  RouteMapUnplaceable: {
    title: 'The route map could not place a label',
    hint: 'Check the latitude and longitude of the place named, or shorten its name.',
  },
  PageUnderAssets: {
    title: 'A page lives under /assets/, whose files are cached for a year',
    hint: 'Give the page an address outside /assets/.',
  },
  TooManyHeaderRules: {
    title: 'dist/_headers would hold more rules than Cloudflare Pages reads',
    hint: 'Group pages under fewer top-level folders.',
  },
  SearchIndexFailed: {
    title: 'The search index could not be built',
    hint: 'Fix the error Pagefind reports; the pages it names must be valid HTML.',
  },
} as const satisfies Record<string, ErrorEntry>;

/** The name of a catalogue entry, such as "ContentInvalid". */
export type ErrorCode = keyof typeof errorCatalogue;

/** Every name, in the catalogue's order. */
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];
