import { landingFromUrl, type Landing } from "./landing";

/**
 * The URL this document was loaded from, which client-side navigation does not change: the
 * navigation entry keeps it however far the visitor has moved inside the site since.
 */
function loadedUrl(): URL {
  const [entry] = performance.getEntriesByType("navigation");
  return new URL(entry?.name || window.location.href);
}

/** The landing this document records; read once, as it cannot change. */
let landing: Landing | null | undefined;
export function documentLanding(): Landing | null {
  if (landing === undefined) landing = landingFromUrl(loadedUrl());
  return landing;
}
