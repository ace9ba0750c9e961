// @ts-check
// The creators a production build publishes: production's `directory`, read whole just before
// `npm run deploy` builds, with the read-only service account's key (DIRECTORY_READER_CREDENTIALS,
// a key file's path; docs/deploy.md, step 8), or else the deploying person's own Google
// credentials, and the creators' photos from the function's copies in the project's bucket
// (NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET). A deploy that cannot read them stops, rather than
// publish a directory with every creator gone.
import { applicationDefault, cert, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { getStorage } from "firebase-admin/storage";
import { bucketPhotoStore } from "../../src/lib/directory/photo-store.mjs";
import { readDirectory, writeDirectorySnapshot } from "../shared/directory-snapshot.mjs";

/**
 * @param {string} project the Firebase project's id
 * @param {string} file where the snapshot goes
 * @returns {Promise<number>} how many creators are listed
 */
export async function snapshotProductionDirectory(project, file) {
  const key = process.env.DIRECTORY_READER_CREDENTIALS?.trim();
  const credential = key ? cert(key) : applicationDefault();
  const storageBucket = process.env.NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET;
  const app = initializeApp({ projectId: project, credential, storageBucket }, "directory-reader");
  try {
    const entries = await readDirectory(getFirestore(app));
    await writeDirectorySnapshot(file, entries, bucketPhotoStore(getStorage(app).bucket()));
    return entries.length;
  } catch (error) {
    throw new Error(
      `Reading the creator directory of ${project} failed: ${error}\n` +
        "Set DIRECTORY_READER_CREDENTIALS to the directory reader's key file (docs/deploy.md).",
    );
  }
}
