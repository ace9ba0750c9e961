import "server-only";

/**
 * The texts of the <head> scripts, as Node made them from lib/head-scripts.mjs: next.config.mjs
 * puts them in the server code as a string (compiler.defineServer), so the layout writes byte
 * for byte what the post-build step allows. Without it, the build stops here rather than ship
 * pages without them.
 */
function definedTexts(): string[] {
  const texts = process.env.GIGLOOM_HEAD_SCRIPTS;
  if (texts === undefined) {
    throw new Error("GIGLOOM_HEAD_SCRIPTS is not defined: next.config.mjs defines it");
  }
  return JSON.parse(texts) as string[];
}

/** In the order they run. */
export const HEAD_SCRIPT_TEXTS = definedTexts();
