// @ts-check
// The Firebase web-app variables, shared by the build steps and the deploy script.
// src/lib/firebase/config.ts applies the same demo-mode rule in the browser; a unit test
// keeps the two in step.

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
 * Demo mode: no Firebase variable is set, so the site talks to the local emulators.
 * @param {Record<string, string | undefined>} env
 */
export function isDemoEnv(env) {
  return FIREBASE_ENV_VARS.every((name) => !env[name]);
}
