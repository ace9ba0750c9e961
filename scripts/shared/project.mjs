// @ts-check
// Plain facts about the project that scripts and tests share: where it lives, its demo project
// id and the emulators' ports. No side effects, so importing it starts nothing.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DEMO_PROJECT_ID, FUNCTIONS_REGION } from "../../src/lib/firebase/project-facts.mjs";

/** The repository's root, with a trailing slash. */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Demo mode's project: the one the emulators run. */
export const PROJECT_ID = DEMO_PROJECT_ID;

/** firebase.json: the emulators' ports and the Hosting sites (scripts/local/hosting-config.mjs). */
export const FIREBASE_CONFIG = JSON.parse(readFileSync(`${ROOT}firebase.json`, "utf8"));
/** @type {{ auth: number, firestore: number, functions: number, hosting: number }} */
export const PORTS = /** @type {any} */ (
  Object.fromEntries(
    ["auth", "firestore", "functions", "hosting"].map((name) => [
      name,
      FIREBASE_CONFIG.emulators[name].port,
    ]),
  )
);
/**
 * The site's local port: the guard (scripts/local/hosting-guard.mjs) in front of the Hosting
 * emulator, whose own port in firebase.json is internal, since one hostile request stops it.
 */
export const SITE_PORT = 5000;
/** The site as `npm start`, the end-to-end tests and the bench reach it: through the guard. */
export const HOSTING_URL = `http://127.0.0.1:${SITE_PORT}`;

/**
 * Where the Functions emulator serves the function exported as `name`.
 * @param {string} name
 */
export const emulatedFunctionUrl = (name) =>
  `http://127.0.0.1:${PORTS.functions}/${PROJECT_ID}/${FUNCTIONS_REGION}/${name}`;

/**
 * What `next build` reads from the project, beside the packages: the files a build in a copy
 * of the project needs (scripts/build/build-copy.mjs).
 */
export const BUILD_INPUTS = [
  "src",
  "content",
  "messages",
  "public",
  "next.config.mjs",
  "postcss.config.mjs",
  "tsconfig.json",
];
