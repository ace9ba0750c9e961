// @ts-check
// The mark of the one kind of page whose policy allows WebAssembly: the search page, where
// Pagefind's query engine runs. The page's code puts it on the search form; the post-build step
// (scripts/build/csp.mjs) adds 'wasm-unsafe-eval' to the policy of the pages that carry it, and
// to no other. security.spec.ts holds that only the search pages do.

export const RUNS_WEBASSEMBLY = "data-runs-webassembly";
