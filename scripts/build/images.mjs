// @ts-check
// `npm run build` and `npm run dev` run this first: the sizes and formats of every upload in
// content/uploads and of each creator's photo the build publishes, into public/_img (which
// `next build` copies into out/), and the manifest the pages read. Neither is committed. Another
// project folder may be given, as the production preview does for its copy:
// `node scripts/build/images.mjs <folder>`.
import nextEnv from "@next/env";
import { ROOT } from "../shared/project.mjs";
import { creatorPhotos } from "./creator-photos.mjs";
import { makeImages } from "./make-images.mjs";

const started = Date.now();
const root = process.argv[2] ?? ROOT;
// The .env files `next build` reads next: they say whether this is a demo build.
nextEnv.loadEnvConfig(root, false);
const portraits = await creatorPhotos(process.env);
const { uploads, encoded } = await makeImages({ root, portraits });
console.log(
  `Images: ${uploads.length} upload(s), ${portraits.length} creator photo(s), ${encoded} ` +
    `file(s) made, the rest from the cache (${((Date.now() - started) / 1000).toFixed(1)} s).`,
);
