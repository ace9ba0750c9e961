// @ts-check
/** The project's folder as the preview's loaders see it: process.cwd() in the bundle. */
export const VIRTUAL_ROOT = "/project";
