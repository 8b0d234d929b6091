// CloudFront Function (viewer request) for the built site on S3: `/x/` serves `x/index.html`, and a
// path with no file extension and no trailing slash is redirected to `/x/` with a 301 (as nginx,
// Apache and Caddy do on the configs beside this folder; this one does not carry the query over).
// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls the function named handler.
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.endsWith('/')) request.uri += 'index.html';
  else if (uri.lastIndexOf('.') < uri.lastIndexOf('/')) {
    return { statusCode: 301, statusDescription: 'Moved Permanently', headers: { location: { value: `${uri}/` } } };
  }
  return request;
}
