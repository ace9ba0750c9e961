import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startEmulators } from "../../scripts/local/emulators.mjs";
import { GITHUB_API_STAND_IN_URL, TEST_REBUILD_APP } from "./github-api-stand-in";
import { GITHUB_STAND_IN_URL } from "./github-stand-in";

declare module "vitest" {
  export interface ProvidedContext {
    /** The public half of the directory's GitHub App key the functions' emulator signs with. */
    rebuildAppPublicKey: string;
    /** The folder standing in for the bucket of creators' photos during this run. */
    photoFolder: string;
  }
}

/**
 * Vitest globalSetup of the functions suite: the Firestore emulator for the contact handler,
 * and the Functions emulator for the CMS sign-in, whose GitHub is the tests' stand-in, and for
 * the directory's rebuild request, whose GitHub App has a key made for this run, and for its
 * photo copies, into a folder made for this run.
 */
export default async function startFunctionsEmulators(project: TestProject) {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
  project.provide("rebuildAppPublicKey", publicKey);
  const photoFolder = mkdtempSync(join(tmpdir(), "gigloom-photos-"));
  project.provide("photoFolder", photoFolder);
  const stop = await startEmulators(["firestore", "functions"], {
    functionParams: {
      CMS_GITHUB_BASE_URL: GITHUB_STAND_IN_URL,
      GITHUB_API_URL: GITHUB_API_STAND_IN_URL,
      DIRECTORY_REBUILD_APP_ID: TEST_REBUILD_APP.appId,
      DIRECTORY_REBUILD_INSTALLATION_ID: TEST_REBUILD_APP.installationId,
      SITE_REPOSITORY: TEST_REBUILD_APP.repository,
    },
    functionSecrets: { DIRECTORY_REBUILD_APP_KEY: privateKey },
    photoFolder,
  });
  return async () => {
    await stop();
    rmSync(photoFolder, { recursive: true, force: true });
  };
}
