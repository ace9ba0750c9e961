// @ts-check
// Where creators' photos live in the bucket (docs/directory.md, "The photo"): facts the site,
// its publishing function and the build's scripts share. Plain JavaScript with no imports, so
// that Node scripts read it as the site does.

/** The app's folder of creators' photos, one folder per creator: `creatorPhotos/{uid}/…`. */
export const APP_PHOTO_FOLDER = "creatorPhotos";

/** Where the function copies the photos of listed creators, one folder per profile key. */
export const PUBLIC_PHOTO_FOLDER = "directory-photos";

/**
 * An entry's `photo`: the copy's path, which says nothing of the app's id or file name. The
 * only paths the build reads from the bucket.
 */
export const PUBLIC_PHOTO_PATH = new RegExp(`^${PUBLIC_PHOTO_FOLDER}/[0-9a-f]{64}/[0-9a-f]{16}$`);
