// @ts-check
/*
 * Where scripts/build/images.mjs writes, relative to the project's root. Nothing here is committed:
 * the build makes it all again from the uploads, and reuses what the cache already holds.
 */
import { IMAGE_ROUTE } from "../../config/media.mjs";

/** Every file ever made, by name; a name holds the upload's hash, so a hit is always current. */
export const IMAGE_CACHE_DIR = "node_modules/.cache/gigloom-images";

/**
 * Each upload's and creator photo's hash and size in pixels, by file name or photo path: what the
 * pages need to link the files. In the project itself, not the cache that copies of it share
 * (scripts/build/build-copy.mjs): two builds side by side, a demo's and a production's, publish
 * different creators.
 */
export const IMAGE_MANIFEST = "tmp/images/manifest.json";

/** The files the pages link, which `next build` copies into out/ like the rest of public/. */
export const IMAGE_OUTPUT_DIR = `public${IMAGE_ROUTE}`;
