import type { FirebaseOptions } from "firebase/app";

/** Project id used whenever no Firebase project is configured: the local emulators only. */
export const DEMO_PROJECT_ID = "demo-gigloom";

/** Where each emulator listens in demo mode (firebase.json uses the same ports). */
export const EMULATOR_HOST = "127.0.0.1";
export const EMULATOR_PORTS = {
  auth: 9099,
  firestore: 8080,
  storage: 9199,
  functions: 5001,
} as const;

export const FUNCTIONS_REGION = "us-central1";

/**
 * Each variable is spelled out so that Next.js inlines it at build time;
 * `process.env[name]` would stay undefined in the browser.
 */
const configured = {
  apiKey: process.env.NEXT_PUBLIC_FIREBASE_API_KEY,
  authDomain: process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN,
  projectId: process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID,
  storageBucket: process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET,
  messagingSenderId: process.env.NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID,
  appId: process.env.NEXT_PUBLIC_FIREBASE_APP_ID,
  measurementId: process.env.NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID,
};

/** Demo mode: no Firebase variable is set, so every service talks to its local emulator. */
export const isDemoMode = Object.values(configured).every((value) => !value);

const demoConfig: FirebaseOptions = {
  apiKey: "demo-api-key",
  authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
  projectId: DEMO_PROJECT_ID,
  storageBucket: `${DEMO_PROJECT_ID}.appspot.com`,
  appId: "1:000000000000:web:demo",
};

export const firebaseOptions: FirebaseOptions = isDemoMode ? demoConfig : configured;

export function emulatorUrl(service: keyof typeof EMULATOR_PORTS): string {
  return `http://${EMULATOR_HOST}:${EMULATOR_PORTS[service]}`;
}
