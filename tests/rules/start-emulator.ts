import { startEmulators } from "../../scripts/local/emulators.mjs";

/** Vitest globalSetup: the Firestore emulator runs for the whole rules suite, then stops. */
export default async function startFirestoreEmulator() {
  const stop = await startEmulators(["firestore"]);
  return () => stop();
}
