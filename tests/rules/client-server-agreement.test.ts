import type { RulesTestEnvironment } from "@firebase/rules-unit-testing";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_LIMITS, CONTACT_TOPICS, REQUIRED_FIELDS } from "@/lib/contact/contract.mjs";
import { contactRequestSchema } from "@/lib/contact/schema";
import { emailOfLength, text } from "../support/contact-payloads";
import { allowed, createRequest, rulesEnvironment } from "./rules-environment";

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(() => env.cleanup());

type Limits = { min: number; max: number };

/** Marks a key to leave out of the payload. */
const REMOVED = Symbol("removed");

const wrongType = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 2 }),
);

/** Any Unicode, astral characters included: they take two UTF-16 units each. */
const unicode = (minLength: number, maxLength: number) =>
  fc.string({ unit: "binary", minLength, maxLength });

const textWithin = ({ min, max }: Limits) =>
  fc.oneof(
    fc.constantFrom(text(min), text(max)),
    fc.string({ unit: "grapheme-ascii", minLength: min, maxLength: max }),
    unicode(min, Math.floor(max / 2)),
  );

/** Just past a limit, or Unicode right at one, which may land on either side of it. */
const textAtTheEdges = ({ min, max }: Limits) =>
  fc.oneof(
    fc.constantFrom(...[min - 1, max + 1].filter((length) => length >= 0)).map((n) => text(n)),
    fc.integer({ min: Math.max(0, min - 2), max: min + 2 }).chain((n) => unicode(n, n)),
    fc.integer({ min: max - 2, max: max + 1 }).chain((n) => unicode(n, n)),
    wrongType,
  );

const emailWithin = fc.oneof(
  fc.emailAddress(),
  fc.integer({ min: 13, max: 254 }).map(emailOfLength),
);

/** One character put anywhere in an address, or an address just too long. */
const emailAtTheEdges = fc.oneof(
  fc
    .tuple(
      fc.emailAddress(),
      fc.nat(),
      fc.constantFrom(" ", "@", ".", "..", "-", "_", "ä", "+", "'", "😀", '"', "\\", ""),
    )
    .map(([email, at, insert]) => {
      const index = at % (email.length + 1);
      return email.slice(0, index) + insert + email.slice(index);
    }),
  fc.integer({ min: 253, max: 260 }).map(emailOfLength),
  fc.string({ maxLength: 30 }),
  wrongType,
);

const validLooking = fc.record({
  name: textWithin(CONTACT_LIMITS.name),
  email: emailWithin,
  company: fc.oneof(fc.constant<typeof REMOVED>(REMOVED), textWithin(CONTACT_LIMITS.company)),
  topic: fc.constantFrom(...CONTACT_TOPICS),
  message: textWithin(CONTACT_LIMITS.message),
  consent: fc.constant<unknown>(true),
});

/** One change that may break a request: a field at its edge, a key missing or added. */
const change = fc.oneof(
  textAtTheEdges(CONTACT_LIMITS.name).map((name) => ({ name })),
  emailAtTheEdges.map((email) => ({ email })),
  textAtTheEdges(CONTACT_LIMITS.company).map((company) => ({ company })),
  fc
    .oneof(fc.constantFrom("Brand", "sales", "", "press ", "creators"), wrongType)
    .map((topic) => ({ topic })),
  textAtTheEdges(CONTACT_LIMITS.message).map((message) => ({ message })),
  fc.constantFrom(false, "true", 1, null).map((consent) => ({ consent })),
  fc.constantFrom(...REQUIRED_FIELDS).map((key) => ({ [key]: REMOVED })),
  fc.constantFrom("userAgent", "ip", "Name").map((key) => ({ [key]: "unexpected" })),
);

const payload = fc
  .oneof(
    validLooking,
    fc
      .tuple(validLooking, fc.array(change, { minLength: 1, maxLength: 2 }))
      .map(([request, changes]) => Object.assign({}, request, ...changes)),
  )
  .map((fields: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== REMOVED)),
  );

describe("the browser's schema and the server's rules", () => {
  it("accept exactly the same contact requests", async () => {
    const visitor = env.unauthenticatedContext().firestore();
    const verdicts = { accepted: 0, rejected: 0 };
    await fc.assert(
      fc.asyncProperty(payload, async (candidate) => {
        const schemaAccepts = contactRequestSchema.safeParse(candidate).success;
        const rulesAccept = await allowed(createRequest(visitor, candidate));
        verdicts[schemaAccepts ? "accepted" : "rejected"] += 1;
        expect(rulesAccept, JSON.stringify(candidate).slice(0, 400)).toBe(schemaAccepts);
      }),
      { numRuns: 600 },
    );
    // Both outcomes must be well represented, or agreement would prove little.
    expect(verdicts.accepted).toBeGreaterThan(150);
    expect(verdicts.rejected).toBeGreaterThan(150);
  }, 300_000);
});
