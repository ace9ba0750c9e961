import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DIRECTORY_COLLECTION } from "@/lib/directory/entry";
import { PROFILE_COLLECTION } from "@/lib/directory/profile";
import { allowed, rulesClients, rulesEnvironment } from "./rules-environment";

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(() => env.clearFirestore());

/**
 * The app's profiles and the public directory: the function writes the directory and the build
 * reads it, both with admin access; no client, not even the profile's own creator signed in,
 * reads or writes either (the app itself writes profiles through its own server).
 */
describe.each(rulesClients(() => env))("%s", (_, client) => {
  for (const [collectionName, id] of [
    [PROFILE_COLLECTION, "creator-1"],
    [DIRECTORY_COLLECTION, "ana-lopez-3fa9c1"],
  ] as const) {
    it(`can neither read, list, write nor delete ${collectionName}`, async () => {
      await env.withSecurityRulesDisabled((admin) =>
        setDoc(doc(admin.firestore(), collectionName, id), { displayName: "Ana López" }),
      );
      const db = client();
      const existing = doc(db, collectionName, id);
      expect(await allowed(getDoc(existing))).toBe(false);
      expect(await allowed(getDocs(collection(db, collectionName)))).toBe(false);
      expect(await allowed(setDoc(existing, { displayName: "Someone else" }))).toBe(false);
      expect(await allowed(setDoc(doc(db, collectionName, "new"), { listed: true }))).toBe(false);
      expect(await allowed(deleteDoc(existing))).toBe(false);
    });
  }
});
