import { useSyncExternalStore } from "react";

/** The path does not change without a new document on the 404 page: nothing to subscribe to. */
const subscribe = () => () => {};
const currentPath = () => window.location.pathname;
const noPathYet = () => null;

/**
 * The path the browser asked for, once hydrated; null in the static HTML, which one file serves
 * for every address (the 404 page), so the server cannot know it.
 */
export function useLocationPath(): string | null {
  return useSyncExternalStore(subscribe, currentPath, noPathYet);
}
