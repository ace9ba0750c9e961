import { startEmulators } from "../../scripts/local/emulators.mjs";
import { GITHUB_STAND_IN_URL } from "./github-stand-in";

/**
 * Vitest globalSetup of the functions suite: the Firestore emulator for the contact handler,
 * and the Functions emulator for the CMS sign-in, whose GitHub is the tests' stand-in.
 */
export default async function startFunctionsEmulators() {
  const stop = await startEmulators(["firestore", "functions"], {
    functionParams: { CMS_GITHUB_BASE_URL: GITHUB_STAND_IN_URL },
  });
  return () => stop();
}
