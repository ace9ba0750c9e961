import { getApps, initializeApp, type FirebaseApp } from "firebase/app";
import { firebaseOptions } from "./config";

/**
 * The modules in this folder import the SDK statically, so the bundler can drop what they
 * do not use; the site itself only ever reaches them through a dynamic `import()`, which
 * keeps Firebase out of every page's first load.
 */

/** The one Firebase app, created on first use. */
export function getFirebaseApp(): FirebaseApp {
  return getApps()[0] ?? initializeApp(firebaseOptions);
}
