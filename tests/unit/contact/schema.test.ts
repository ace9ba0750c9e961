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

    // The format characters (\p{Cf}) a copied text can bring, which show as nothing.
    const FORMAT_CHARACTERS = [
      ["a left-to-right mark", "\u200E"],
      ["a right-to-left mark", "\u200F"],
      ["an Arabic letter mark", "\u061C"],
      ["a zero-width space", "\u200B"],
      ["a zero-width non-joiner", "\u200C"],
      ["a zero-width joiner", "\u200D"],
      ["a word joiner", "\u2060"],
      ["a byte-order mark", "\uFEFF"],
      ["a tag character", "\u{E0041}"],
      ["a cancel tag", "\u{E007F}"],
    ];
    /** The first problem with one field, in each language's words. */
    const wordsFor = (overrides: Record<string, unknown>) => {
      const result = parse(overrides);
      const problem = result.success ? undefined : result.error.issues[0]?.message;
      return problem
        ? [
            contactFormStrings("en").errors[problem as ValidationProblem],
            contactFormStrings("es").errors[problem as ValidationProblem],
          ]
        : undefined;
    };

    it.each(FORMAT_CHARACTERS)(
      "refuses %s inside the name, the e-mail and the company, naming the field in English and Spanish",
      (_, character) => {
        expect(wordsFor({ name: `Ada${character}Lovelace` })).toEqual([
          expect.stringMatching(/from your name:/),
          expect.stringMatching(/de tu nombre:/),
        ]);
        expect(wordsFor({ email: `ada${character}@example.com` })).toEqual([
          expect.stringMatching(/from your email address:/),
          expect.stringMatching(/de tu correo electrónico:/),
        ]);
        expect(wordsFor({ company: `Analytical${character} Engines` })).toEqual([
          expect.stringMatching(/from the company name:/),
          expect.stringMatching(/del nombre de la empresa:/),
        ]);
      },
    );

    it.each(FORMAT_CHARACTERS.filter(([, character]) => character !== "\u200D"))(
      "refuses %s inside the message, in English and Spanish",
      (_, character) => {
        expect(wordsFor({ message: `Ten creators${character} next spring, please.` })).toEqual([
          expect.stringMatching(/from your message:/),
          expect.stringMatching(/de tu mensaje:/),
        ]);
      },
    );

    it("keeps the zero-width joiner of an emoji in the message", () => {
      const emoji = "\u{1F469}\u200D\u{1F4BB}";
      expect(parse({ message: `Our team ${emoji} would like ten creators.` }).data?.message).toBe(
        `Our team ${emoji} would like ten creators.`,
      );
    });

    it.each([
      ["a Hangul filler", "\u3164"],
      ["a Hangul choseong filler", "\u115F"],
      ["a Hangul jungseong filler", "\u1160"],
      ["a halfwidth Hangul filler", "\uFFA0"],
    ])("refuses %s in the name and the company: alone, the field looks empty", (_, filler) => {
      expect(wordsFor({ name: `Ada${filler}` })).toEqual([
        expect.stringMatching(/from your name:/),
        expect.stringMatching(/de tu nombre:/),
      ]);
      expect(wordsFor({ company: `Engines${filler}` })?.[0]).toMatch(/from the company name:/);
      expect(wordsFor({ name: filler })).toEqual(["Enter your name.", "Escribe tu nombre."]);
      expect(wordsFor({ company: filler })?.[0]).toBe(
        "Enter your company's name, or leave it empty.",
      );
    });

    it.each([
      ["a braille blank", "\u2800"],
      ["a combining grapheme joiner", "\u034F"],
      ["a variation selector", "\uFE0F"],
      ["an ideographic space and a braille blank", "\u3000\u2800"],
    ])("refuses a name or company that shows as nothing: %s", (_, blank) => {
      expect(wordsFor({ name: blank })).toEqual(["Enter your name.", "Escribe tu nombre."]);
      expect(wordsFor({ company: blank })?.[0]).toBe(
        "Enter your company's name, or leave it empty.",
      );
    });

    it("accepts names in any script, and right-to-left text without overrides", () => {
      for (const name of ["José Ñúñez", "Zoë O'Brien-Smith", "王小明", "محمد علي", "דנה לוי"]) {
        expect(parse({ name }).success, name).toBe(true);
      }
    });
  });
});
