import type { FirebaseOptions } from "firebase/app";
import { DEMO_PROJECT_ID } from "./project-facts.mjs";

/**
 * Demo mode's project and the local emulators it talks to. Free of build-time variables, so the
 * stand-in app host (scripts/local/stand-in-app) bundles the same values as the site.
 */

export { DEMO_PROJECT_ID };

/**
 * Where the emulators the browser talks to listen in demo mode (firebase.json uses the same
 * ports). Firestore is reached only through the contact function, never from the browser.
 */
export const EMULATOR_HOST = "127.0.0.1";
export const EMULATOR_PORTS = {
  auth: 9099,
  functions: 5001,
} as const;

export const demoConfig: FirebaseOptions = {
  apiKey: "demo-api-key",
  authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
  projectId: DEMO_PROJECT_ID,
  storageBucket: `${DEMO_PROJECT_ID}.appspot.com`,
  appId: "1:000000000000:web:demo",
};

export function emulatorUrl(service: keyof typeof EMULATOR_PORTS): string {
  return `http://${EMULATOR_HOST}:${EMULATOR_PORTS[service]}`;
}
