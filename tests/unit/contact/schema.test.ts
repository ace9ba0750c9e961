import { describe, expect, it } from "vitest";
import {
  contactRequestSchema,
  CONTACT_TOPICS,
  OPTIONAL_FIELDS,
  REQUIRED_FIELDS,
} from "@/lib/contact/schema";
import { TOPIC_OPTIONS } from "@/lib/contact/topics";
import { boundaryCases, VALID_REQUEST, without } from "../../support/contact-payloads";

const accepts = (payload: unknown) => contactRequestSchema.safeParse(payload).success;

describe("contact request schema", () => {
  it("accepts a complete request, and one without a company", () => {
    expect(accepts(VALID_REQUEST)).toBe(true);
    expect(accepts(without(VALID_REQUEST, "company"))).toBe(true);
  });

  it("has exactly the contract's fields", () => {
    expect(Object.keys(contactRequestSchema.shape).sort()).toEqual(
      [...REQUIRED_FIELDS, ...OPTIONAL_FIELDS].sort(),
    );
  });

  it.each(boundaryCases())(
    "$field of $length characters: valid $valid",
    ({ field, value, valid }) => {
      expect(accepts({ ...VALID_REQUEST, [field]: value })).toBe(valid);
    },
  );

  it("counts length in UTF-16 units, as the Firestore rules do: an emoji counts twice", () => {
    expect(accepts({ ...VALID_REQUEST, message: `${"a".repeat(8)}😀` })).toBe(true);
    expect(accepts({ ...VALID_REQUEST, name: `${"a".repeat(99)}😀` })).toBe(false);
  });

  it.each(["ada@example.com", "o'brien+news@mail.example.co.uk", "x@a-b.io"])(
    "accepts %s",
    (email) => {
      expect(accepts({ ...VALID_REQUEST, email })).toBe(true);
    },
  );

  it.each([
    "ada",
    "ada@",
    "@example.com",
    "ada@example",
    "ada@@example.com",
    "ada example@example.com",
    "ada@-example.com",
    "ada@example..com",
    "adä@example.com",
  ])("rejects the address %s", (email) => {
    expect(accepts({ ...VALID_REQUEST, email })).toBe(false);
  });

  it("accepts each topic and nothing else", () => {
    for (const topic of CONTACT_TOPICS) expect(accepts({ ...VALID_REQUEST, topic })).toBe(true);
    expect(accepts({ ...VALID_REQUEST, topic: "sales" })).toBe(false);
    expect(accepts({ ...VALID_REQUEST, topic: "Brand" })).toBe(false);
  });

  it("requires consent to be true", () => {
    expect(accepts({ ...VALID_REQUEST, consent: false })).toBe(false);
    expect(accepts({ ...VALID_REQUEST, consent: "true" })).toBe(false);
  });

  it("rejects a missing field, an extra field and a wrong type", () => {
    expect(accepts(without(VALID_REQUEST, "name"))).toBe(false);
    expect(accepts({ ...VALID_REQUEST, userAgent: "Mozilla/5.0" })).toBe(false);
    expect(accepts({ ...VALID_REQUEST, name: 42 })).toBe(false);
  });

  it("gives every topic a label, in the contract's order", () => {
    expect(TOPIC_OPTIONS.map((option) => option.value)).toEqual(CONTACT_TOPICS);
  });
});
