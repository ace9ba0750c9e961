// @ts-check
// The Firestore emulator with admin rights, as the app's own servers reach Firestore: for
// `npm start`'s demo seed and its watch on `directory`, outside the rules as the Admin SDK is.
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { PORTS, PROJECT_ID } from "../shared/project.mjs";

/** @param {string} name the Admin SDK app's name, one per use */
export function emulatorFirestore(name) {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${PORTS.firestore}`;
  // No Google Cloud machine to ask for credentials: the emulator needs none, and the lookup's
  // failure would only print a warning on every start.
  process.env.METADATA_SERVER_DETECTION = "none";
  return getFirestore(initializeApp({ projectId: PROJECT_ID }, name));
}
