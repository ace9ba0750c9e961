// @ts-check
// Plain facts about the project that scripts and tests share: where it lives, its demo project
// id and the emulators' ports. No side effects, so importing it starts nothing.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** The repository's root, with a trailing slash. */
export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Demo mode's project (src/lib/firebase/emulators.ts names it for the browser). */
export const PROJECT_ID = "demo-gigloom";

const firebaseJson = JSON.parse(readFileSync(`${ROOT}firebase.json`, "utf8"));
/** @type {{ auth: number, firestore: number, functions: number, hosting: number }} */
export const PORTS = /** @type {any} */ (
  Object.fromEntries(
    ["auth", "firestore", "functions", "hosting"].map((name) => [
      name,
      firebaseJson.emulators[name].port,
    ]),
  )
);
export const HOSTING_URL = `http://127.0.0.1:${PORTS.hosting}`;
