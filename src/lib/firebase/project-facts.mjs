// @ts-check
// Facts about the Firebase project that the site, its function, its scripts and its tests all
// need. Plain JavaScript with no imports, so that each of them, Node scripts included, reads it.

/** Demo mode's project, used whenever no Firebase project is configured: the local emulators. */
export const DEMO_PROJECT_ID = "demo-gigloom";

/** Where the site's Cloud Functions run and the SDK calls them (spec §7, §9). */
export const FUNCTIONS_REGION = "us-central1";

/**
 * The Firebase web-app variables. The browser's config (config.ts) must spell each one out for
 * Next.js to inline it; a unit test holds that list to this one.
 */
export const FIREBASE_ENV_VARS = [
  "NEXT_PUBLIC_FIREBASE_API_KEY",
  "NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN",
  "NEXT_PUBLIC_FIREBASE_PROJECT_ID",
  "NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET",
  "NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID",
  "NEXT_PUBLIC_FIREBASE_APP_ID",
  "NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID",
];

/**
 * The demo-mode rule: with no Firebase setting at all, the site talks to the local emulators.
 * @param {(string | undefined)[]} settings
 */
export const isDemoSettings = (settings) => settings.every((value) => !value);

/**
 * The same rule over an environment (the build steps and the deploy script).
 * @param {Record<string, string | undefined>} env
 */
export const isDemoEnv = (env) => isDemoSettings(FIREBASE_ENV_VARS.map((name) => env[name]));
