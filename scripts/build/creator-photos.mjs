// @ts-check
// The creators' photos a build publishes, for its image step (./images.mjs), from the same
// source as its creators (src/lib/directory/directory-source.mjs): the snapshot's, copied
// beside it as `directory` was read; in demo mode without one, the seed's, drawn as `npm start`
// puts them in the demo's bucket; none for any other build.
import { readFileSync } from "node:fs";
import { DIRECTORY_SNAPSHOT_ENV } from "../../src/lib/directory/collections.mjs";
import { folderPhotoStore } from "../../src/lib/directory/photo-store.mjs";
import { directorySource } from "../../src/lib/directory/directory-source.mjs";
import { demoPhoto } from "../shared/demo-photo.mjs";
import { snapshotPhotoFolder } from "../shared/directory-snapshot.mjs";
import { importTypeScript } from "../shared/typescript-module.mjs";

/** @typedef {import("./make-portraits.mjs").CreatorPhoto} CreatorPhoto */

/**
 * @param {string} file the snapshot
 * @returns {Promise<CreatorPhoto[]>}
 */
async function snapshotPhotos(file) {
  /** @type {{ entries: { slug: string, photo?: string }[] }} */
  const { entries } = JSON.parse(readFileSync(file, "utf8"));
  const copies = folderPhotoStore(snapshotPhotoFolder(file));
  const photos = [];
  for (const { slug, photo } of entries) {
    const bytes = photo ? await copies.read(photo) : undefined;
    if (photo && bytes) photos.push({ key: photo, name: `${slug}.jpg`, bytes });
  }
  return photos;
}

/** @returns {Promise<CreatorPhoto[]>} */
async function seedPhotos() {
  const { demoPhotoSources } = await importTypeScript("src/lib/directory/demo-photo-sources.ts");
  /** @type {{ slug: string, photo: string, photoPath: string }[]} */
  const sources = demoPhotoSources();
  return Promise.all(
    sources.map(async ({ slug, photo, photoPath }) => ({
      key: photo,
      name: `${slug}.jpg`,
      bytes: await demoPhoto(photoPath),
    })),
  );
}

/**
 * @param {Record<string, string | undefined>} env the build's, its .env files loaded
 * @returns {Promise<CreatorPhoto[]>}
 */
export function creatorPhotos(env) {
  const source = directorySource(env);
  if (source === "snapshot")
    return snapshotPhotos(/** @type {string} */ (env[DIRECTORY_SNAPSHOT_ENV]));
  return source === "seed" ? seedPhotos() : Promise.resolve([]);
}
