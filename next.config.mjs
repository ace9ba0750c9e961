// JavaScript rather than TypeScript so that scripts/postbuild.mjs can read it under Node 20 and
// refuse options it does not handle (basePath, assetPrefix, experimental.sri).
/** @type {import("next").NextConfig} */
const nextConfig = {
  output: "export",
  // Static export: there is no image server, and every image is sized in the markup.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
