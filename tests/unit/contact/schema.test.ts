import { describe, expect, it } from "vitest";
import { CONTACT_FIELDS } from "@/lib/contact/fields";
import { contactFormStrings } from "@/lib/contact/localized-form-strings";
import { contactRequestSchema, CONTACT_TOPICS, requestLocaleSchema } from "@/lib/contact/schema";
import type { ValidationProblem } from "@/lib/contact/validation-problems";
import { boundaryCases, VALID_REQUEST, without } from "../../support/contact-payloads";

const accepts = (payload: unknown) => contactRequestSchema.safeParse(payload).success;
/** A problem as the English form words it. */
const inEnglish = (problem: string | undefined) =>
  problem && contactFormStrings("en").errors[problem as ValidationProblem];

describe("contact request schema", () => {
  it("accepts a complete request, and one without a company", () => {
    expect(accepts(VALID_REQUEST)).toBe(true);
    expect(accepts(without(VALID_REQUEST, "company"))).toBe(true);
  });

  it("has exactly the contract's fields", () => {
    expect(Object.keys(contactRequestSchema.shape).sort()).toEqual(
      CONTACT_FIELDS.map((field) => field.name).sort(),
    );
  });

  it.each(CONTACT_FIELDS)(
    "takes a request without $name only if the contract says it is optional",
    (field) => {
      const request: Record<string, unknown> = VALID_REQUEST;
      expect(accepts(without(request, field.name))).toBe(field.optional === true);
    },
  );

  it.each(boundaryCases())(
    "$field of $length characters: valid $valid",
    ({ field, value, valid }) => {
      expect(accepts({ ...VALID_REQUEST, [field]: value })).toBe(valid);
    },
  );

  it("counts length in UTF-16 units, as the form's counter does: an emoji counts twice", () => {
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

  it("takes the page's language, English when a page from before the Spanish edition names none", () => {
    expect(requestLocaleSchema.parse("es")).toBe("es");
    expect(requestLocaleSchema.parse(undefined)).toBe("en");
    for (const other of ["fr", "ES", "", 1]) {
      expect(requestLocaleSchema.safeParse(other).success, String(other)).toBe(false);
    }
  });

  describe("input hygiene, on the server as in the form", () => {
    const parse = (overrides: Record<string, unknown>) =>
      contactRequestSchema.safeParse({ ...VALID_REQUEST, ...overrides });
    const messageFor = (overrides: Record<string, unknown>) => {
      const result = parse(overrides);
      return result.success ? undefined : inEnglish(result.error.issues[0]?.message);
    };

    it("trims every field", () => {
      const result = parse({
        name: "  Ada Lovelace ",
        email: " ada@example.com\t",
        company: " Engines ",
        message: "\n  We'd like ten creators.  \n",
      });
      expect(result.data).toMatchObject({
        name: "Ada Lovelace",
        email: "ada@example.com",
        company: "Engines",
        message: "We'd like ten creators.",
      });
    });

    it("refuses a required field that is empty once trimmed: a message of ten spaces", () => {
      expect(messageFor({ message: " ".repeat(10) })).toBe(
        "Write at least 10 characters so we know how to help.",
      );
      expect(messageFor({ name: "   " })).toBe("Enter your name.");
    });

    it.each([
      ["a line break", "Ada\nE-mail: attacker@example.com"],
      ["a carriage return", "Ada\rLovelace"],
      ["a tab", "Ada\tLovelace"],
      ["a NUL", "Ada\u0000"],
      ["a line separator", "Ada\u2028Lovelace"],
      ["a right-to-left override", "Ada \u202Eecalevol"],
      ["a bidi isolate", "\u2067Ada\u2069"],
      ["a C1 control", "Ada\u0085Lovelace"],
    ])("refuses %s in the name and the company, in plain words", (_, value) => {
      expect(messageFor({ name: value })).toBe(
        "Remove the line breaks or invisible formatting characters from your name: they often come with copied text.",
      );
      expect(messageFor({ company: value })).toMatch(/^Remove the line breaks .* company name/);
    });

    it("keeps the message's line breaks and tabs, and makes every line break a newline", () => {
      const result = parse({ message: "Hello,\r\n\tline two\u2028line three\rend" });
      expect(result.data?.message).toBe("Hello,\n\tline two\nline three\nend");
    });

    it("refuses other control characters and direction overrides in the message", () => {
      for (const bad of ["\u0000", "\u001b[31m", "\u202E", "\u2066"]) {
        expect(messageFor({ message: `Ten characters at least ${bad}` })).toMatch(
          /^Remove the invisible formatting characters from your message/,
        );
      }
    });

    it("accepts names in any script, and right-to-left text without overrides", () => {
      for (const name of ["José Ñúñez", "Zoë O'Brien-Smith", "王小明", "محمد علي", "דנה לוי"]) {
        expect(parse({ name }).success, name).toBe(true);
      }
    });
  });
});
