/**
 * The URL this document was loaded from, which client-side navigation does not change: the
 * navigation entry keeps it however far the visitor has moved inside the site since.
 */
export function loadedUrl(): URL {
  const [entry] = performance.getEntriesByType("navigation");
  return new URL(entry?.name || window.location.href);
}
