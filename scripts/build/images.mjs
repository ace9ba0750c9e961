// @ts-check
// `npm run build` and `npm run dev` run this first: the sizes and formats of every upload in
// content/uploads, into public/_img (which `next build` copies into out/), and the manifest the
// pages read. Neither is committed. Another project folder may be given, as the production
// preview does for its copy: `node scripts/build/images.mjs <folder>`.
import { ROOT } from "../shared/project.mjs";
import { makeImages } from "./make-images.mjs";

const started = Date.now();
const { uploads, encoded } = await makeImages({ root: process.argv[2] ?? ROOT });
console.log(
  `Images: ${uploads.length} upload(s), ${encoded} file(s) made, the rest from the cache ` +
    `(${((Date.now() - started) / 1000).toFixed(1)} s).`,
);
