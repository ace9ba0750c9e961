// @ts-check
// The directory's Firestore collections and the file a build reads them from: facts the site,
// its publishing function and the scripts around them share (docs/directory.md). Plain
// JavaScript with no imports, so that Node scripts read it as the site does.

/** The app's creator profiles, `creatorProfiles/{uid}`: the app writes them, the site never. */
export const PROFILE_COLLECTION = "creatorProfiles";

/** The public directory, `directory/{slug}`: the publishing function writes it. */
export const DIRECTORY_COLLECTION = "directory";

/**
 * The environment variable that names a snapshot of `directory` (a JSON file of its entries) for
 * `next build` to publish. Set by the steps that read `directory` before they build: `npm
 * start`'s rebuilds (the emulator's) and `npm run deploy` (production's).
 */
export const DIRECTORY_SNAPSHOT_ENV = "GIGLOOM_DIRECTORY_SNAPSHOT";
