import { useEffect } from "react";

/**
 * Sets `<html data-hydrated="true">` once React has hydrated the page, so its controls
 * respond. Pages fetch their scripts only after the first paint (scripts/build/deferred-scripts.mjs),
 * so the load event no longer says that; the end-to-end tests wait for this mark instead.
 */
export function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
