/** Logs the unknown path a visitor asked for, as the spec's not-found page does. */
export default function notFound(): void {
  console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
}
