import { createVerify, randomUUID } from "node:crypto";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { PROFILE_COLLECTION } from "@/lib/directory/profile";
import { PORTS, PROJECT_ID } from "../../scripts/shared/project.mjs";
import { appCreatorProfile } from "../../tests/support/creator-profile";
import {
  STAND_IN_INSTALLATION_TOKEN,
  startGithubApiStandIn,
  TEST_REBUILD_APP,
} from "./github-api-stand-in";

/**
 * The rebuild the publishing function asks of GitHub when a creator's page must go, run by the
 * Functions emulator, fired by the Firestore emulator, against a stand-in of GitHub's API whose
 * App key was made for this run (start-emulators.ts).
 */
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${PORTS.firestore}`;
const app = initializeApp({ projectId: PROJECT_ID }, `rebuild-${randomUUID()}`);
const db = getFirestore(app);
let github: Awaited<ReturnType<typeof startGithubApiStandIn>>;
beforeAll(async () => {
  github = await startGithubApiStandIn();
});
afterAll(async () => {
  await github.stop();
  await deleteApp(app);
});

/** The claims of a JWT the App's public key verifies; undefined for any other. */
function verifiedClaims(jwt: string) {
  const [header, payload, signature] = jwt.split(".");
  const verified = createVerify("RSA-SHA256")
    .update(`${header}.${payload}`)
    .verify(inject("rebuildAppPublicKey"), signature!, "base64url");
  return verified
    ? (JSON.parse(Buffer.from(payload!, "base64url").toString()) as {
        iss: string;
        iat: number;
        exp: number;
      })
    : undefined;
}

describe("the site's rebuild when a creator's page must go", () => {
  it(
    "un-listing asks the site's repository for one, with a token narrowed to its contents, and names no one",
    { timeout: 90_000 },
    async () => {
      const uid = `test-${randomUUID()}`;
      const name = "Demo Rebuild Test";
      const written = db.collection(PROFILE_COLLECTION).doc(uid);
      await written.set(appCreatorProfile({ displayName: name }));
      // Published once the profile's entry exists; then the un-listing deletes it.
      await expect
        .poll(
          async () =>
            (await db.collection("directory").where("displayName", "==", name).get()).size,
          {
            timeout: 30_000,
          },
        )
        .toBe(1);
      const before = github.requests.length;
      await written.update({ "directory.listed": false });
      const dispatchesSince = () =>
        github.requests.slice(before).filter((request) => request.path.endsWith("/dispatches"));
      await expect.poll(() => dispatchesSince().length, { timeout: 30_000 }).toBeGreaterThan(0);

      // Every call the function made is one of the two, and no more than they need.
      const [owner, repository] = TEST_REBUILD_APP.repository.split("/");
      for (const request of github.requests) {
        if (request.path.endsWith("/dispatches")) {
          expect(request.path).toBe(`/repos/${owner}/${repository}/dispatches`);
          expect(request.authorization).toBe(`Bearer ${STAND_IN_INSTALLATION_TOKEN}`);
          expect(request.body).toEqual({
            event_type: "directory-changed",
            client_payload: { change: "removed" },
          });
        } else {
          expect(request.path).toBe(
            `/app/installations/${TEST_REBUILD_APP.installationId}/access_tokens`,
          );
          const claims = verifiedClaims(request.authorization!.replace(/^Bearer /, ""));
          expect(claims?.iss).toBe(TEST_REBUILD_APP.appId);
          expect(claims!.exp - claims!.iat).toBeLessThanOrEqual(600);
          expect(request.body).toEqual({
            repositories: [repository],
            permissions: { contents: "write" },
          });
        }
      }
      const said = JSON.stringify(github.requests);
      expect(said).not.toContain(name.split(" ")[1]);
      expect(said).not.toContain(uid);
    },
  );
});
