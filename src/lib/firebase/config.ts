import type { FirebaseOptions } from "firebase/app";
import { demoConfig } from "./emulators";

export { DEMO_PROJECT_ID, EMULATOR_HOST, EMULATOR_PORTS, emulatorUrl } from "./emulators";

import { isDemoSettings } from "./project-facts.mjs";

export { FUNCTIONS_REGION } from "./project-facts.mjs";

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
export const isDemoMode = isDemoSettings(Object.values(configured));

export const firebaseOptions: FirebaseOptions = isDemoMode ? demoConfig : configured;

/**
 * reCAPTCHA v3's site key, when the contact form uses App Check; never on the emulators, which
 * check no tokens. Spelled out so that Next.js inlines it at build time.
 */
export const recaptchaSiteKey = isDemoMode ? undefined : process.env.NEXT_PUBLIC_RECAPTCHA_SITE_KEY;
