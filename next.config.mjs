// JavaScript rather than TypeScript so that scripts/build/postbuild.mjs can read it under Node 20 and
// refuse options it does not handle (basePath, assetPrefix, experimental.sri).
import { typesChecked } from "./src/config/types-checked.mjs";
import { HEAD_SCRIPT_TEXTS } from "./src/lib/head-scripts.mjs";

/** @type {import("next").NextConfig} */
const nextConfig = {
  output: "export",
  // Static export: there is no image server, and every image is sized in the markup.
  images: { unoptimized: true },
  poweredByHeader: false,
  // The 404 page is app/global-not-found.tsx, a document of its own outside every root layout
  // (the site has one per language). A root not-found.tsx under a pass-through root layout
  // would instead be rendered into every page's React payload as the layouts' not-found
  // boundary: two copies of the whole site chrome, about a quarter of /pricing's payload.
  experimental: {
    globalNotFound: true,
    // Turbopack keeps a cache of each build for the next one in the same folder (npm start's
    // rebuilds). A CI job starts from a fresh clone and never reads it: writing it took 10 s of
    // the end-to-end tests' start-up on a busy 2-core machine.
    turbopackFileSystemCacheForBuild: process.env.CI !== "true",
  },
  reactStrictMode: true,
  // Skipped only where the types were checked just before (src/config/types-checked.mjs).
  typescript: { ignoreBuildErrors: typesChecked(process.env) },
  // The <head> scripts' texts, made here by Node from their module, which the compiler would
  // rewrite, and given to the server code as a string, which it keeps byte for byte: the root
  // layout writes exactly what the post-build step allows (src/lib/head-scripts.mjs).
  compiler: {
    defineServer: { "process.env.GIGLOOM_HEAD_SCRIPTS": JSON.stringify(HEAD_SCRIPT_TEXTS) },
  },
};

export default nextConfig;
