import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FieldValue } from "firebase-admin/firestore";
import {
  AMENDMENT_WINDOW_MINUTES,
  CONTACT_COLLECTION,
  CONTACT_RATE_LIMITS,
} from "@/lib/contact/contract.mjs";
import { handleSubmission, type SubmissionContext } from "../src/handle-submission";
import { NOTIFICATION_LEASE_MS } from "../src/mail-timing";
import { notifyTeam, notifyUnnotified } from "../src/notify";
import { smtpMailer } from "../src/smtp-mailer";
import { codePoint, SEEN_SLIPPING_THROUGH } from "../../tests/support/invisible-class";
import {
  contextFor,
  DEAD_SMTP,
  firestoreHarness,
  inbox,
  SETTINGS,
  submission,
  tarpit,
} from "./harness";

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

const context = (overrides: Partial<SubmissionContext> = {}) =>
  contextFor(firestore.db, mail.url, overrides);
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
    // One Hangul filler looks blank, and a zero-width space or tag character shows as nothing.
    ["name", { name: "\u3164" }],
    ["company", { company: "Kelp\u200Bwise" }],
    ["message", { message: "We would like ten creators\u{E0041} for spring." }],
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

  // The rest of the class (every default-ignorable code point) is tried against the same shared
  // schema in tests/unit/contact/invisible-class.test.ts.
  it.each(SEEN_SLIPPING_THROUGH.map((character) => [codePoint(character), character]))(
    "%s inside a name or a company is refused as invalid-argument, and nothing is stored",
    async (_, character) => {
      for (const [field, bad] of [
        ["name", { name: `Ana${character}López` }],
        ["company", { company: `Kelp${character}wise` }],
      ] as const) {
        const error = await refusal(handleSubmission(submission(bad), context()));
        expect(error.code, field).toBe("invalid-argument");
        expect(error.details).toEqual({ field });
      }
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
      amended: false,
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

describe("the visitor's language", () => {
  it("a request from a Spanish page is stored with its language, and the team's mail says Spanish in its subject and on a line of its own", async () => {
    const before = mail.messages().length;
    const sent = submission({ name: "Lucía Pérez", locale: "es" });
    await handleSubmission(sent, context());

    const [stored] = await firestore.stored();
    expect(stored).toMatchObject({ id: sent.requestId, locale: "es" });
    const [message, ...others] = await mail.parsed(before);
    expect(others).toEqual([]);
    expect(message!.subject).toBe("Contact request in Spanish: Brand from Lucía Pérez (Kelpwise)");
    expect(message!.text).toMatch(/^Language: Spanish \(es\)$/m);
  });

  it("a request from a page of before the Spanish edition, which names no language, is English", async () => {
    const before = mail.messages().length;
    const sent = submission();
    expect(sent).not.toHaveProperty("locale");
    await handleSubmission(sent, context());

    expect((await firestore.stored())[0]).toMatchObject({ locale: "en" });
    const [message] = await mail.parsed(before);
    expect(message!.subject).toMatch(/^Contact request: Brand from /);
    expect(message!.text).toMatch(/^Language: English \(en\)$/m);
  });

  it("a language the site does not have is refused as invalid-argument, and nothing is stored", async () => {
    const error = await refusal(handleSubmission(submission({ locale: "fr" }), context()));
    expect(error.code).toBe("invalid-argument");
    expect(error.details).toEqual({ field: "locale" });
    expect(await firestore.stored()).toEqual([]);
  });

  it("a mail the retry job sends says the language too", async () => {
    const before = mail.messages().length;
    await handleSubmission(submission({ locale: "es" }), contextFor(firestore.db, DEAD_SMTP));
    await notifyUnnotified(firestore.db, smtpMailer(mail.url), SETTINGS);

    const [message] = await mail.parsed(before);
    expect(message!.subject).toMatch(/^Contact request in Spanish: /);
    expect(message!.text).toMatch(/^Language: Spanish \(es\)$/m);
  });

  it("a request stored before requests carried a language is mailed as English", async () => {
    const before = mail.messages().length;
    const sent = submission();
    await handleSubmission(sent, contextFor(firestore.db, DEAD_SMTP));
    const stored = firestore.db.collection(CONTACT_COLLECTION).doc(sent.requestId);
    await stored.update({ locale: FieldValue.delete() });
    await notifyUnnotified(firestore.db, smtpMailer(mail.url), SETTINGS);

    const [message] = await mail.parsed(before);
    expect(message!.text).toMatch(/^Language: English \(en\)$/m);
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
      amended: false,
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
      amended: false,
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

  it(`ten simultaneous calls with one e-mail address, each from its own network, store exactly ${perEmail.max}`, async () => {
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
  it(`ten simultaneous calls from one network, each with its own e-mail address, store exactly ${perNetwork.max}`, async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        handleSubmission(
          submission({ email: `burst.${i}@brand.example` }),
          context({ clientAddress: `198.51.100.${i + 1}` }),
        ),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(perNetwork.max);
    for (const result of results.filter((result) => result.status === "rejected")) {
      expect((result.reason as { code: string }).code).toBe("resource-exhausted");
      expect((result.reason as { details: { limit: string } }).details.limit).toBe("perNetwork");
    }
    expect(await firestore.stored()).toHaveLength(perNetwork.max);
  });
});

describe("a corrected retry", () => {
  it("replaces what was stored, keeps the earlier version, and mails the team the correction once", async () => {
    const before = mail.messages().length;
    const first = submission({ email: "dani@kelpwsie.example" });
    await handleSubmission(first, context());
    const corrected = { ...first, email: "dani@kelpwise.example" };
    await expect(handleSubmission(corrected, context({ now: at(2) }))).resolves.toEqual({
      reference: first.requestId,
      alreadyStored: true,
      amended: true,
    });
    // The same correction again (its answer lost too) is a plain retry.
    await expect(handleSubmission(corrected, context({ now: at(3) }))).resolves.toMatchObject({
      amended: false,
    });

    const [stored] = await firestore.stored();
    expect(stored).toMatchObject({
      id: first.requestId,
      email: "dani@kelpwise.example",
      revision: 2,
      earlierRevisions: [{ revision: 1, email: "dani@kelpwsie.example" }],
      notification: { state: "sent", sentRevision: 2 },
    });
    const mails = await mail.parsed(before);
    expect(mails).toHaveLength(2);
    const correction = mails[1]!;
    expect(correction.subject).toMatch(/^Corrected contact request: Brand from /);
    expect(correction.replyTo?.value[0]?.address).toBe("dani@kelpwise.example");
    expect(correction.text).toMatch(/^Changed: E-mail$/m);
    expect(correction.text).toMatch(
      /^E-mail changed by a correction: from dani@kelpwsie\.example to dani@kelpwise\.example\./m,
    );
    expect(correction.inReplyTo).toBe(mails[0]!.messageId);
  });

  it("made before the first mail went out, reaches the team as one mail with the correction", async () => {
    const before = mail.messages().length;
    const first = submission({ email: "typo@kelpwsie.example" });
    await handleSubmission(first, context({ notify: () => Promise.reject(new Error("down")) }));
    const corrected = { ...first, email: "fixed@kelpwise.example" };
    await handleSubmission(corrected, context({ now: at(1) }));

    const mails = await mail.parsed(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Contact request: /);
    expect(mails[0]!.replyTo?.value[0]?.address).toBe("fixed@kelpwise.example");
    expect(mails[0]!.text).toMatch(
      /^E-mail changed by a correction: from typo@kelpwsie\.example to fixed@kelpwise\.example\./m,
    );
    await expect(notifyUnnotified(firestore.db, smtpMailer(mail.url), SETTINGS)).resolves.toEqual(
      {},
    );
  });

  it("that leaves out an optional field removes it, and keeps it with the earlier version", async () => {
    const first = submission({ company: "Kelpwise" });
    await handleSubmission(first, context());
    await expect(
      handleSubmission({ ...first, company: undefined }, context({ now: at(1) })),
    ).resolves.toMatchObject({
      amended: true,
    });

    const [stored] = await firestore.stored();
    expect(stored).not.toHaveProperty("company");
    expect(stored).toMatchObject({ earlierRevisions: [{ revision: 1, company: "Kelpwise" }] });
  });

  it("from another address of the same network, within the window, is taken", async () => {
    const first = submission();
    await handleSubmission(first, context({ clientAddress: "203.0.113.7" }));
    await expect(
      handleSubmission(
        { ...first, message: `${first.message} Corrected.` },
        context({ clientAddress: "203.0.113.99", now: at(AMENDMENT_WINDOW_MINUTES - 1) }),
      ),
    ).resolves.toMatchObject({ amended: true });
  });

  it.each([
    ["from another network", { clientAddress: "198.51.100.7", now: at(1) }],
    ["once the window has passed", { now: at(AMENDMENT_WINDOW_MINUTES) }],
  ])("%s is refused as already-exists: nothing changes, counts or is mailed", async (_, when) => {
    const before = mail.messages().length;
    const first = submission();
    await handleSubmission(first, context());
    const limitsBefore = await firestore.limitRecords();
    // Anyone holding the id (it is in every mail's Message-ID) trying to take the replies.
    const error = await refusal(
      handleSubmission({ ...first, email: "taker@evil.example" }, context(when)),
    );
    expect(error.code).toBe("already-exists");
    expect(error.details).toEqual({ reason: "not-amendable" });

    const [stored] = await firestore.stored();
    expect(stored).toMatchObject({ email: first.email, revision: 1 });
    expect(stored).not.toHaveProperty("earlierRevisions");
    expect(await firestore.limitRecords()).toEqual(limitsBefore);
    expect(mail.messages().length - before).toBe(1);
    // The same contents again are still a plain retry, from anywhere.
    await expect(handleSubmission(first, context(when))).resolves.toMatchObject({
      alreadyStored: true,
      amended: false,
    });
  });

  it("counts against the rate limits like a new request", async () => {
    const email = "fixer@brand.example";
    const first = submission({ email });
    await handleSubmission(first, context());
    for (let i = 1; i < perEmail.max; i++) {
      await handleSubmission({ ...first, message: `${first.message} Edit ${i}.` }, context());
    }
    const error = await refusal(
      handleSubmission({ ...first, message: `${first.message} One edit too many.` }, context()),
    );
    expect(error.code).toBe("resource-exhausted");
    const [stored] = await firestore.stored();
    expect(stored!.message).toBe(`${first.message} Edit ${perEmail.max - 1}.`);
  });
});

describe("when the mail cannot be sent", () => {
  it("a notification that fails outright still answers the visitor with success, and stays pending", async () => {
    const sent = submission();
    const failing = context({ notify: () => Promise.reject(new Error("deadline exceeded")) });
    await expect(handleSubmission(sent, failing)).resolves.toEqual({
      reference: sent.requestId,
      alreadyStored: false,
      amended: false,
    });
    const [stored] = await firestore.stored();
    expect(stored!.notification).toMatchObject({ state: "pending", attempts: 0 });
  });

  it("a notification that throws before it starts still answers the visitor with success", async () => {
    const sent = submission();
    const throwing = context({
      notify: () => {
        throw new Error("SMTP_URL is not a URL");
      },
    });
    await expect(handleSubmission(sent, throwing)).resolves.toMatchObject({
      reference: sent.requestId,
      alreadyStored: false,
    });
    expect((await firestore.stored())[0]!.notification).toMatchObject({ state: "pending" });
  });

  it("the request stays stored, marked failed with the error, and the retry mails it exactly once", async () => {
    const before = mail.messages().length;
    const sent = submission();
    await expect(handleSubmission(sent, contextFor(firestore.db, DEAD_SMTP))).resolves.toEqual({
      reference: sent.requestId,
      alreadyStored: false,
      amended: false,
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

describe("a mail server that does not answer", () => {
  // The greeting's wait ends well before the others, as in SMTP_TIMEOUTS: with equal waits, the
  // connection's or the silent socket's would race it to name the failure.
  const QUICK = { connectionTimeout: 4_000, greetingTimeout: 1_000, socketTimeout: 4_000 };
  let silent: Awaited<ReturnType<typeof tarpit>>;
  beforeAll(async () => {
    silent = await tarpit(2592);
  });
  afterAll(() => silent.stop());

  it("holds the visitor's answer no longer than the wait, and the request is mailed once the mail server is back, never twice", async () => {
    const before = mail.messages().length;
    const sent = submission();
    const waitMs = 500;
    const started = Date.now();
    const hanging = context({
      mailWaitMs: waitMs,
      notify: (requestId) =>
        notifyTeam(firestore.db, requestId, smtpMailer(silent.url, QUICK), SETTINGS),
    });
    await expect(handleSubmission(sent, hanging)).resolves.toMatchObject({
      alreadyStored: false,
    });
    expect(Date.now() - started).toBeLessThan(waitMs + 2_000);
    expect(silent.connections()).toBe(1);

    // While the silent server holds the claim, the retry job leaves it alone.
    const retry = (now?: Date) =>
      notifyUnnotified(firestore.db, smtpMailer(mail.url), SETTINGS, now);
    await expect(retry()).resolves.toEqual({});
    // The greeting never comes: the send gives up, and the request is due again.
    await expect
      .poll(async () => (await firestore.stored())[0]!.notification, { timeout: 5_000 })
      .toMatchObject({ state: "failed", error: expect.stringMatching(/greeting/i) });

    await expect(retry()).resolves.toEqual({ [sent.requestId]: "sent" });
    await expect(retry()).resolves.toEqual({});
    expect(mail.messages().length - before).toBe(1);
  });

  it("a sender that died mid-send is overtaken once its lease has run out, and its late outcome changes nothing", async () => {
    const before = mail.messages().length;
    const sent = submission();
    // The first sender claims the mail, then hangs for as long as the test wants.
    let finishFirst: () => void = () => {};
    const stuck = {
      send: () => new Promise<void>((resolve) => (finishFirst = resolve)),
    };
    let firstSend: Promise<unknown> = Promise.resolve();
    const notify = (requestId: string) =>
      (firstSend = notifyTeam(firestore.db, requestId, stuck, SETTINGS));
    await handleSubmission(sent, context({ notify, mailWaitMs: 100 }));
    expect((await firestore.stored())[0]!.notification).toMatchObject({ state: "sending" });

    const retry = (now: Date) =>
      notifyUnnotified(firestore.db, smtpMailer(mail.url), SETTINGS, now);
    const leaseEnds = Date.now() + NOTIFICATION_LEASE_MS;
    await expect(retry(new Date(leaseEnds - 60_000))).resolves.toEqual({});
    await expect(retry(new Date(leaseEnds + 60_000))).resolves.toEqual({
      [sent.requestId]: "sent",
    });
    expect(mail.messages().length - before).toBe(1);

    finishFirst();
    await expect(firstSend).resolves.toBe("overtaken");
    expect((await firestore.stored())[0]!.notification).toMatchObject({
      state: "sent",
      attempts: 2,
    });
  });
});
