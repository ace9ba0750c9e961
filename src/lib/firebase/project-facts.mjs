// Facts about the Firebase project that the site, its function, its scripts and its tests all
// need. Plain JavaScript with no imports, so that each of them, Node scripts included, reads it.

/** Demo mode's project, used whenever no Firebase project is configured: the local emulators. */
export const DEMO_PROJECT_ID = "demo-gigloom";

/** Where the site's Cloud Functions run and the SDK calls them (spec §7, §9). */
export const FUNCTIONS_REGION = "us-central1";
