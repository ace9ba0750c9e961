// @ts-check
// Plain JavaScript, so the post-build step (Node) reads it too: the sign-in mark in <head>
// carries it (lib/head-scripts.mjs), and it allows that script by its text.

/**
 * What Firebase on this origin last reported, kept in localStorage so the next page load can
 * render it before Firebase has even been downloaded.
 */
export const AUTH_HINT_KEY = "gigloom:signed-in";
