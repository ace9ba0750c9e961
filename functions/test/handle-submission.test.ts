import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CONTACT_RATE_LIMITS } from "@/lib/contact/contract.mjs";
import { handleSubmission } from "../src/handle-submission";
import { notifyUnnotified } from "../src/notify";
import { smtpMailer } from "../src/smtp-mailer";
import { contextFor, DEAD_SMTP, firestoreHarness, inbox, SETTINGS, submission } from "./harness";

const MINUTE = 60_000;
const { perNetwork, perEmail } = CONTACT_RATE_LIMITS;

let firestore: Awaited<ReturnType<typeof firestoreHarness>>;
let mail: Awaited<ReturnType<typeof inbox>>;

beforeAll(async () => {
  firestore = await firestoreHarness();
  mail = await inbox(2591);
});
afterAll(async () => {
  await mail.stop();
  await firestore.close();
});
beforeEach(() => firestore.clear());

const context = (overrides = {}) => contextFor(firestore.db, mail.url, overrides);
const at = (minutes: number) => new Date(Date.parse("2026-11-23T10:00:00Z") + minutes * MINUTE);

async function refusal(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )) as { code?: string; message?: string; details?: Record<string, unknown> } | undefined;
  expect(error, "the call should have been refused").toBeDefined();
  return error!;
}

describe("validation", () => {
  it.each([
    ["name", { name: "" }],
    ["email", { email: "ana@brand" }],
    ["message", { message: "hi" }],
    ["consent", { consent: false }],
    ["topic", { topic: "sales" }],
    ["requestId", { requestId: "../contactRequests/x" }],
  ])(
    "a bad %s is refused as invalid-argument, naming it, and nothing is stored",
    async (field, bad) => {
      const error = await refusal(handleSubmission(submission(bad), context()));
      expect(error.code).toBe("invalid-argument");
      expect(error.details).toEqual({ field });
      expect(error.message).toMatch(new RegExp(`^${field}: `));
      expect(await firestore.stored()).toEqual([]);
    },
  );

  it("a field the contract does not know is refused", async () => {
    const error = await refusal(handleSubmission(submission({ phone: "555" }), context()));
    expect(error.code).toBe("invalid-argument");
    expect(await firestore.stored()).toEqual([]);
  });
});

describe("a stored request", () => {
  it("holds the contract's fields, the server time, its expiry and a hash of the network, not the address", async () => {
    const sent = submission();
    await expect(handleSubmission(sent, context())).resolves.toEqual({
      reference: sent.requestId,
      alreadyStored: false,
    });

    const [stored] = await firestore.stored();
    expect(stored).toMatchObject({
      id: sent.requestId,
      name: sent.name,
      email: sent.email,
      company: sent.company,
      topic: sent.topic,
      message: sent.message,
      consent: true,
      notification: { state: "sent", attempts: 1 },
    });
    const createdAt = (stored!.createdAt as FirebaseFirestore.Timestamp).toDate();
    expect(Math.abs(createdAt.getTime() - Date.now())).toBeLessThan(MINUTE);
    expect((stored!.expireAt as FirebaseFirestore.Timestamp).toDate()).toEqual(
      new Date("2027-11-23T10:00:00Z"),
    );
    expect(stored!.clientNetworkHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toHaveProperty("website");
    const everything = JSON.stringify([await firestore.stored(), await firestore.limitRecords()]);
    expect(everything).not.toContain("203.0.113");
  });

  it("e-mails the team once: subject with topic and sender, every field, Reply-To the visitor", async () => {
    const before = mail.messages().length;
    const sent = submission({ name: "Dani Okafor", email: "dani@kelpwise.example" });
    await handleSubmission(sent, context());

    const messages = mail.messages().slice(before);
    expect(messages).toHaveLength(1);
    const [message] = messages;
    expect(message).toMatch(/^To: team@gigloom\.test$/m);
    expect(message).toMatch(/^Reply-To: Dani Okafor <dani@kelpwise\.example>$/m);
    expect(message).toMatch(/^Subject: Contact request: Brand from Dani Okafor \(Kelpwise\)$/m);
    for (const value of [sent.message, sent.email, sent.company, sent.requestId]) {
      expect(message).toContain(value);
    }
  });
});

describe("idempotence and the honeypot", () => {
  it("a second call with a stored id answers success and stores and mails nothing new", async () => {
    const before = mail.messages().length;
    const sent = submission();
    await handleSubmission(sent, context());
    await expect(handleSubmission(sent, context({ now: at(1) }))).resolves.toEqual({
      reference: sent.requestId,
      alreadyStored: true,
    });

    expect(await firestore.stored()).toHaveLength(1);
    expect(mail.messages().length - before).toBe(1);
  });

  it("a filled honeypot is answered like a success, and nothing is stored or mailed", async () => {
    const before = mail.messages().length;
    const sent = submission({ website: "https://spam.example" });
    await expect(handleSubmission(sent, context())).resolves.toEqual({
      reference: sent.requestId,
      alreadyStored: false,
    });
    expect(await firestore.stored()).toEqual([]);
    expect(mail.messages().length).toBe(before);
  });
});

describe("rate limits", () => {
  it(`stores ${perNetwork.max} requests per client network per window, then refuses with the time to wait`, async () => {
    for (let i = 0; i < perNetwork.max; i++) {
      await handleSubmission(submission(), context({ clientAddress: `203.0.113.${i + 1}` }));
    }
    const error = await refusal(
      handleSubmission(submission(), context({ clientAddress: "203.0.113.200", now: at(10) })),
    );
    expect(error.code).toBe("resource-exhausted");
    expect(error.details).toEqual({
      limit: "perNetwork",
      retryAfterSeconds: (perNetwork.windowMinutes - 10) * 60,
    });
    expect(await firestore.stored()).toHaveLength(perNetwork.max);

    // Another network is not held back; this one is again once the window has passed.
    await handleSubmission(submission(), context({ clientAddress: "198.51.100.4", now: at(10) }));
    await handleSubmission(
      submission(),
      context({ clientAddress: "203.0.113.9", now: at(perNetwork.windowMinutes + 1) }),
    );
    expect(await firestore.stored()).toHaveLength(perNetwork.max + 2);
  });

  it("counts an IPv6 client by its /48", async () => {
    for (let i = 0; i < perNetwork.max; i++) {
      await handleSubmission(submission(), context({ clientAddress: `2001:db8:7::${i + 1}` }));
    }
    const error = await refusal(
      handleSubmission(submission(), context({ clientAddress: "2001:db8:7:ffff::1" })),
    );
    expect(error.code).toBe("resource-exhausted");
  });

  it(`stores ${perEmail.max} requests per e-mail address per window, whatever its case, and a refusal does not count`, async () => {
    const email = "repeat@brand.example";
    const from = (i: number) => ({ clientAddress: `198.51.${i}.1` });
    for (let i = 0; i < perEmail.max; i++) {
      await handleSubmission(submission({ email }), context(from(i)));
    }
    const late = perEmail.windowMinutes - 60;
    const error = await refusal(
      handleSubmission(
        submission({ email: "Repeat@Brand.example" }),
        context({ ...from(9), now: at(late) }),
      ),
    );
    expect(error.code).toBe("resource-exhausted");
    expect(error.details).toMatchObject({ limit: "perEmail", retryAfterSeconds: 3600 });

    // Had the refusal counted, this would wait until a window after it.
    await handleSubmission(
      submission({ email }),
      context({ ...from(10), now: at(perEmail.windowMinutes + 1) }),
    );
    expect(await firestore.stored()).toHaveLength(perEmail.max + 1);
  });

  it("ten simultaneous calls from one address store exactly three", async () => {
    const email = "burst@brand.example";
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        handleSubmission(submission({ email }), context({ clientAddress: `192.0.2.${i}` })),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(perEmail.max);
    for (const result of results.filter((result) => result.status === "rejected")) {
      expect((result.reason as { code: string }).code).toBe("resource-exhausted");
    }
    expect(await firestore.stored()).toHaveLength(perEmail.max);
  });
});

describe("when the mail cannot be sent", () => {
  it("a notification that fails outright still answers the visitor with success, and stays pending", async () => {
    const sent = submission();
    const failing = context({ notify: () => Promise.reject(new Error("deadline exceeded")) });
    await expect(handleSubmission(sent, failing)).resolves.toEqual({
      reference: sent.requestId,
      alreadyStored: false,
    });
    const [stored] = await firestore.stored();
    expect(stored!.notification).toMatchObject({ state: "pending", attempts: 0 });
  });

  it("the request stays stored, marked failed with the error, and the retry mails it exactly once", async () => {
    const before = mail.messages().length;
    const sent = submission();
    await expect(handleSubmission(sent, contextFor(firestore.db, DEAD_SMTP))).resolves.toEqual({
      reference: sent.requestId,
      alreadyStored: false,
    });
    const [stored] = await firestore.stored();
    expect(stored!.notification).toMatchObject({ state: "failed", attempts: 1 });
    expect((stored!.notification as { error: string }).error).toMatch(/ECONNREFUSED/);
    expect(mail.messages().length).toBe(before);

    const retry = () => notifyUnnotified(firestore.db, smtpMailer(mail.url), SETTINGS);
    await expect(Promise.all([retry(), retry()])).resolves.toHaveLength(2);
    expect(mail.messages().length - before).toBe(1);
    expect((await firestore.stored())[0]!.notification).toMatchObject({
      state: "sent",
      attempts: 2,
    });
    await expect(retry()).resolves.toEqual({});
  });
});
