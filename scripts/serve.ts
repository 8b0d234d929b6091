// The static server `npm run preview`, `npm run dev`, the link check, the benchmarks and the tests
// serve a built site with, as a static host does. The server lives in scripts/serve/server.ts; this
// path stays for the modules and tests that import it from here.
export { acceptsEncoding, type StaticServerOptions, startStaticServer } from './serve/server.ts';
