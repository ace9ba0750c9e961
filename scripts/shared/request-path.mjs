// @ts-check
// What a request asks for, read once for every local server (the admin's origin, the stand-in
// app, the static exports, the CMS backend): its URL and its decoded path, or nothing when the
// path is malformed, which they answer with 400. Malformed: a target that is no URL, an escape
// that decodes to no text (/%E0), a NUL, or a `..` segment that survived the URL parser because
// it was escaped (/..%2f, %2e%2e) or spelt with a backslash: a request for nothing on this site.

/**
 * @param {string | undefined} target the request line's target (request.url)
 * @returns {{ url: URL, path: string } | undefined}
 */
export function readRequestPath(target) {
  let url;
  let path;
  try {
    url = new URL(target ?? "/", "http://request.invalid");
    path = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  if (path.includes("\0") || path.split(/[\\/]/).includes("..")) return undefined;
  return { url, path };
}
