import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONTACT_COLLECTION, RATE_LIMIT_COLLECTION } from "@/lib/contact/contract.mjs";
import { newRequestId } from "@/lib/contact/request-id";
import { VALID_REQUEST } from "../support/contact-payloads";
import { allowed, rulesClients, rulesEnvironment } from "./rules-environment";

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(() => env.clearFirestore());

/** What the function stores, written past the rules as its admin access does. */
async function seed(path: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled((admin) => setDoc(doc(admin.firestore(), path), data));
}

describe.each(rulesClients(() => env))("%s", (_, client) => {
  for (const collectionName of [CONTACT_COLLECTION, RATE_LIMIT_COLLECTION]) {
    describe(`on ${collectionName}`, () => {
      it("can neither create nor overwrite a document, even a well-formed request", async () => {
        const db = client();
        const created = doc(db, collectionName, newRequestId());
        const request = { ...VALID_REQUEST, createdAt: serverTimestamp() };
        expect(await allowed(setDoc(created, request))).toBe(false);

        await seed(`${collectionName}/existing`, { counted: [] });
        const existing = doc(db, collectionName, "existing");
        expect(await allowed(setDoc(existing, request))).toBe(false);
        expect(await allowed(updateDoc(existing, { counted: [] }))).toBe(false);
        expect(await allowed(deleteDoc(existing))).toBe(false);
      });

      it("can neither read nor list what the function stored", async () => {
        await seed(`${collectionName}/existing`, { ...VALID_REQUEST });
        const db = client();
        expect(await allowed(getDoc(doc(db, collectionName, "existing")))).toBe(false);
        expect(await allowed(getDocs(collection(db, collectionName)))).toBe(false);
      });
    });
  }

  it("has no access anywhere else either", async () => {
    const db = client();
    expect(await allowed(setDoc(doc(db, "anything/else"), { a: 1 }))).toBe(false);
    expect(await allowed(getDocs(collection(db, "anything")))).toBe(false);
  });
});
