/**
 * Where the landing is kept for the tab (remembered-landing.ts), in session storage: a name of
 * its own so that a page can tell whether one is kept without loading the rules that read it.
 */
export const LANDING_KEY = "gigloom:landing";
