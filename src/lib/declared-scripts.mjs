// @ts-check
/**
 * The build-only page (app/declared-inline-scripts) that lists the texts of the <head> scripts
 * (head-scripts.ts) as this build compiled them, in a JSON data block of this id. The post-build
 * step reads it, allows those scripts and Next's own on every page, fails on any other, and
 * removes the page from the export (scripts/build/inline-script-rule.mjs). Plain JavaScript, so
 * the post-build step (Node) reads it too.
 */
export const DECLARED_SCRIPTS = "declared-inline-scripts";
