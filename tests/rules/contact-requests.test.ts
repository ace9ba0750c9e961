import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { CONTACT_COLLECTION } from "@/lib/contact/contract.mjs";
import { boundaryCases, VALID_REQUEST, without } from "../support/contact-payloads";
import { createRequest, rulesEnvironment } from "./rules-environment";

let env: RulesTestEnvironment;
let visitor: ReturnType<typeof visitorDb>;

beforeAll(async () => {
  env = await rulesEnvironment();
  visitor = visitorDb();
});
afterAll(() => env.cleanup());
beforeEach(() => env.clearFirestore());

const visitorDb = () => env.unauthenticatedContext().firestore();
const signedInDb = () => env.authenticatedContext("creator-1").firestore();

/** A stored request, written past the rules as the team's admin tools would. */
async function storedRequestId(): Promise<string> {
  const id = "existing-request";
  await env.withSecurityRulesDisabled((admin) =>
    setDoc(doc(admin.firestore(), CONTACT_COLLECTION, id), {
      ...VALID_REQUEST,
      createdAt: serverTimestamp(),
    }),
  );
  return id;
}

describe("creating a contact request", () => {
  it("accepts a valid request, with or without a company", async () => {
    await assertSucceeds(createRequest(visitor, VALID_REQUEST));
    await assertSucceeds(createRequest(visitor, without(VALID_REQUEST, "company")));
  });

  it("accepts it from a signed-in visitor too", async () => {
    await assertSucceeds(
      setDoc(doc(signedInDb(), CONTACT_COLLECTION, "from-a-creator"), {
        ...VALID_REQUEST,
        createdAt: serverTimestamp(),
      }),
    );
  });

  it.each(["name", "email", "topic", "message", "consent"] as const)(
    "rejects a request without %s",
    async (key) => {
      await assertFails(createRequest(visitor, without(VALID_REQUEST, key)));
    },
  );

  it("rejects a request without createdAt", async () => {
    await assertFails(setDoc(doc(visitorDb(), CONTACT_COLLECTION, "no-time"), VALID_REQUEST));
  });

  it.each([{ userAgent: "Mozilla/5.0" }, { ip: "203.0.113.7" }, { Name: "Ada" }])(
    "rejects an extra key: %o",
    async (extra) => {
      await assertFails(createRequest(visitor, { ...VALID_REQUEST, ...extra }));
    },
  );

  it.each([
    { name: 42 },
    { email: ["ada@example.com"] },
    { company: null },
    { topic: 1 },
    { message: { text: "A message long enough" } },
    { consent: "true" },
  ])("rejects a wrong type: %o", async (change) => {
    await assertFails(createRequest(visitor, { ...VALID_REQUEST, ...change }));
  });

  it.each(boundaryCases())(
    "$field of $length characters: allowed $valid",
    async ({ field, value, valid }) => {
      const write = createRequest(visitor, { ...VALID_REQUEST, [field]: value });
      await (valid ? assertSucceeds(write) : assertFails(write));
    },
  );

  it.each([
    "ada",
    "ada@",
    "ada@example",
    "ada example@example.com",
    "ada@exa_mple.com",
    "adä@example.com",
  ])("rejects the address %s", async (email) => {
    await assertFails(createRequest(visitor, { ...VALID_REQUEST, email }));
  });

  it("rejects an unknown topic", async () => {
    await assertFails(createRequest(visitor, { ...VALID_REQUEST, topic: "sales" }));
  });

  it("rejects a request without consent", async () => {
    await assertFails(createRequest(visitor, { ...VALID_REQUEST, consent: false }));
  });

  it("rejects a createdAt chosen by the client", async () => {
    const write = (createdAt: unknown) =>
      setDoc(doc(visitorDb(), CONTACT_COLLECTION, "client-time"), { ...VALID_REQUEST, createdAt });
    await assertFails(write(Timestamp.now()));
    await assertFails(write(Timestamp.fromMillis(Date.now() - 60_000)));
    await assertFails(write("2026-01-01T00:00:00Z"));
  });
});

describe("stored contact requests", () => {
  it("cannot be read, by visitors or signed-in users", async () => {
    const id = await storedRequestId();
    await assertFails(getDoc(doc(visitorDb(), CONTACT_COLLECTION, id)));
    await assertFails(getDoc(doc(signedInDb(), CONTACT_COLLECTION, id)));
  });

  it("cannot be listed", async () => {
    await storedRequestId();
    await assertFails(getDocs(collection(visitorDb(), CONTACT_COLLECTION)));
    await assertFails(getDocs(collection(signedInDb(), CONTACT_COLLECTION)));
  });

  it("cannot be updated, not even by sending the same id again", async () => {
    const id = await storedRequestId();
    const stored = doc(visitorDb(), CONTACT_COLLECTION, id);
    await assertFails(updateDoc(stored, { message: "A different message entirely" }));
    await assertFails(setDoc(stored, { ...VALID_REQUEST, createdAt: serverTimestamp() }));
  });

  it("cannot be deleted", async () => {
    const id = await storedRequestId();
    await assertFails(deleteDoc(doc(visitorDb(), CONTACT_COLLECTION, id)));
    await assertFails(deleteDoc(doc(signedInDb(), CONTACT_COLLECTION, id)));
  });
});

describe("every other path", () => {
  const payload = () => ({ ...VALID_REQUEST, createdAt: serverTimestamp() });

  it("denies writes to another collection", async () => {
    await assertFails(setDoc(doc(visitorDb(), "messages", "one"), payload()));
    await assertFails(setDoc(doc(signedInDb(), "users", "creator-1"), { name: "Ada" }));
  });

  it("denies writes below a contact request", async () => {
    await assertFails(
      setDoc(doc(visitorDb(), CONTACT_COLLECTION, "a-request", "replies", "one"), payload()),
    );
  });

  it("denies reads of another collection", async () => {
    await assertFails(getDocs(collection(visitorDb(), "users")));
    await assertFails(getDoc(doc(signedInDb(), "users", "creator-1")));
  });
});
