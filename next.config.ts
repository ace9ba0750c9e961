import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  output: "export",
  // Static export: there is no image server, and every image is sized in the markup.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
