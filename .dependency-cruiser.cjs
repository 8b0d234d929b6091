/** Import rules the suite enforces (test/unit/imports.test.ts runs this config). */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle, type-only imports included: route types live in templates/lib/route-types.ts, and no page imports the route table.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'content-is-data',
      severity: 'error',
      comment: 'content/ holds the words and their schemas: it imports nothing from templates/, scripts/ or widgets/.',
      from: { path: '^content/' },
      to: { path: '^(templates|scripts|widgets)/' },
    },
    {
      name: 'widgets-stand-alone',
      severity: 'error',
      comment: 'Browser code imports nothing from templates/ or scripts/ (templates import widgets, never the reverse).',
      from: { path: '^widgets/' },
      to: { path: '^(templates|scripts)/' },
    },
    {
      name: 'templates-are-pure',
      severity: 'error',
      comment: 'Templates render from props and content: they import nothing from scripts/ (the engine).',
      from: { path: '^templates/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'model-is-below',
      severity: 'error',
      comment:
        'model/ holds the schemas and the pure models of the content that templates, build steps and widgets read: it imports nothing from templates/, scripts/ or widgets/.',
      from: { path: '^model/' },
      to: { path: '^(templates|scripts|widgets)/' },
    },
    {
      name: 'scripts-use-template-entry-points',
      severity: 'error',
      comment:
        'The engine reaches templates only through their entry points: render.tsx (render, and the types a render takes and gives), routes.ts (the route table) and files.ts (the files published beside the pages, the CSP and the icons). What a build step needs of the content comes from model/.',
      from: { path: '^scripts/' },
      to: { path: '^templates/', pathNot: '^templates/(render\\.tsx|routes\\.ts|files\\.ts)$' },
    },
    {
      name: 'steps-below-the-pipeline',
      severity: 'error',
      comment:
        'The build steps (content, assets, render, write…) and shared helpers sit below the pipeline that runs them: only the command scripts and the dev server (which runs the same step list) import scripts/pipeline/ (tests and benchmarks, in test/, do too). Shared helpers live in scripts/lib/.',
      from: { path: '^scripts/(?!pipeline/|dev/)[^/]+/' },
      to: { path: '^scripts/pipeline/' },
    },
    {
      name: 'stand-ins-behind-one-entry',
      severity: 'error',
      comment:
        'The stand-in drawings are one module: code outside scripts/stand-ins/ imports only its entry, index.ts (the image and link-preview steps get them through their options).',
      from: { path: '^(?!scripts/stand-ins/)' },
      to: { path: '^scripts/stand-ins/(?!index\\.ts$)' },
    },
    {
      name: 'tests-stay-in-test',
      severity: 'error',
      comment:
        'test/ holds the tests, the benchmarks (test/bench/), the screenshots (test/shots/) and the suite runner (test/suite/): they import the site and the generator, never the reverse. A piece a command and a test share lives in scripts/ (scripts/lib/ when every step may use it).',
      from: { path: '^(content|model|templates|scripts|widgets)/' },
      to: { path: '^test/' },
    },
    {
      name: 'lib-is-a-leaf',
      severity: 'error',
      comment: 'scripts/lib/ holds helpers every step shares (BuildError, the error catalogue, content hashes): it imports no step.',
      from: { path: '^scripts/lib/' },
      to: { path: '^(scripts/(?!lib/)|templates/|widgets/)' },
    },
  ],
  options: {
    // test/ is read as a leaf, not cruised: an import of it from outside shows (tests-stay-in-test), and
    // what is in test/ imports what it needs.
    doNotFollow: { path: 'node_modules|^test/' },
    exclude: { path: '^(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
