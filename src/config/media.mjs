// @ts-check
/*
 * Where editors' images live. Plain JavaScript with no imports, so that scripts/build/images.mjs
 * (Node) reads it as well as the site and the CMS configuration.
 */

/** The folder of the repository that holds every upload: the CMS's `media_folder`. */
export const MEDIA_FOLDER = "content/uploads";

/**
 * How front matter names an upload, `/uploads/<file>`: the CMS's `public_folder`. No page is
 * served there: the build turns each upload into sized copies under IMAGE_ROUTE, and pages link
 * those (the original, often several megabytes, never ships).
 */
export const MEDIA_PUBLIC_PATH = "/uploads";

/** Where the site serves the sizes and formats the build makes of each upload. */
export const IMAGE_ROUTE = "/_img";

/** The kinds of file an upload may be: those the build reads and every editor's camera makes. */
export const UPLOAD_EXTENSIONS = /** @type {const} */ (["jpg", "jpeg", "png", "webp", "avif"]);

/**
 * Whether a file's name is one of an upload's kinds, by its extension in any case.
 * @param {string} name
 */
export function isUploadFile(name) {
  const dot = name.lastIndexOf(".");
  const extension = dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
  return /** @type {readonly string[]} */ (UPLOAD_EXTENSIONS).includes(extension);
}
