// @ts-check
// V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its
// functions compiled eagerly, on a background thread while it downloads. Without it, V8
// pre-parses each function and compiles it again on the main thread at its first call, and
// every function of a first-load chunk is called at start-up, so the hint shortens the
// start-up task; `npm run bench` measures it as TBT, and the figures are in bench/report.md.
// Other engines read it as a plain comment. https://v8.dev/blog/explicit-compile-hints
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The source with the hint in front, once. */
export function withCompileHint(/** @type {string} */ source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}
