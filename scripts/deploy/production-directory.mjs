// @ts-check
// The creators a production build publishes: production's `directory`, read whole just before
// `npm run deploy` builds, with the read-only service account's credentials
// (GOOGLE_APPLICATION_CREDENTIALS; docs/directory.md, "In production"). A deploy that cannot
// read it stops, rather than publish a directory with every creator gone.
import { applicationDefault, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { readDirectory, writeDirectorySnapshot } from "../shared/directory-snapshot.mjs";

/**
 * @param {string} project the Firebase project's id
 * @param {string} file where the snapshot goes
 * @returns {Promise<number>} how many creators are listed
 */
export async function snapshotProductionDirectory(project, file) {
  const app = initializeApp({ projectId: project, credential: applicationDefault() }, "deploy");
  try {
    const entries = await readDirectory(getFirestore(app));
    writeDirectorySnapshot(file, entries);
    return entries.length;
  } catch (error) {
    throw new Error(
      `Reading the creator directory of ${project} failed: ${error}\n` +
        "Set GOOGLE_APPLICATION_CREDENTIALS to the directory reader's key (docs/directory.md).",
    );
  }
}
