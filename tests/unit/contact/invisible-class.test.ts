import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contactFormStrings } from "@/lib/contact/localized-form-strings";
import { contactRequestSchema } from "@/lib/contact/schema";
import type { ValidationProblem } from "@/lib/contact/validation-problems";
import { VALID_REQUEST } from "../../support/contact-payloads";
import {
  codePoint,
  INVISIBLE_CLASS as INVISIBLE,
  SEEN_SLIPPING_THROUGH,
} from "../../support/invisible-class";

const ZWJ = "\u200D";
const EMOJI_SELECTOR = "\uFE0F";
const TEXT_SELECTOR = "\uFE0E";

const ERRORS = (["en", "es"] as const).map((locale) => contactFormStrings(locale).errors);

/** The first problem with the request, in English and in Spanish; undefined when it is taken. */
function wordsFor(overrides: Record<string, unknown>) {
  const result = contactRequestSchema.safeParse({ ...VALID_REQUEST, ...overrides });
  if (result.success) return undefined;
  const problem = result.error.issues[0]?.message as ValidationProblem;
  return ERRORS.map((errors) => errors[problem]);
}

/** The code points of the class that `field`, set by `valueWith`, does not refuse in those words. */
const notRefused = (field: string, valueWith: (character: string) => string, words: RegExp[]) =>
  INVISIBLE.filter((character) => {
    const got = wordsFor({ [field]: valueWith(character) });
    return !got || !words.every((pattern, index) => pattern.test(got[index]!));
  }).map(codePoint);

describe("every character that shows as nothing", () => {
  it("is the whole class: thousands of code points, the ones seen slipping through among them", () => {
    expect(INVISIBLE.length).toBeGreaterThan(4000);
    expect(INVISIBLE).toEqual(expect.arrayContaining(SEEN_SLIPPING_THROUGH));
  });

  it("is refused inside a name, in English and Spanish", () => {
    expect(
      notRefused("name", (character) => `Ada${character}Lovelace`, [
        /from your name:/,
        /de tu nombre:/,
      ]),
    ).toEqual([]);
  });

  it("is refused inside a company, in English and Spanish", () => {
    expect(
      notRefused("company", (character) => `Analytical${character} Engines`, [
        /from the company name:/,
        /del nombre de la empresa:/,
      ]),
    ).toEqual([]);
  });

  it("is refused inside an e-mail address, naming it", () => {
    expect(
      notRefused("email", (character) => `ada${character}@example.com`, [
        /from your email address:/,
        /de tu correo electrónico:/,
      ]),
    ).toEqual([]);
  });

  it("is refused in the message, but for an emoji's presentation selector after what it shows", () => {
    // Between a word and a space, where no emoji puts a joiner: the joiner is refused too.
    expect(
      notRefused("message", (character) => `Ten creators${character} next spring.`, [
        /from your message:/,
        /de tu mensaje:/,
      ]),
    ).toEqual([codePoint(TEXT_SELECTOR), codePoint(EMOJI_SELECTOR)]);
  });

  it("is refused wherever it stands in a name a visitor could type, or trimmed away at its edge", () => {
    const name = fc.string({
      unit: fc.constantFrom(..."Ada Lovelace José Ñúñez 王小明"),
      minLength: 1,
    });
    fc.assert(
      fc.property(name, fc.nat(), fc.constantFrom(...INVISIBLE), (typed, at, character) => {
        const index = at % (typed.length + 1);
        const value = `${typed.slice(0, index)}${character}${typed.slice(index)}`;
        const parsed = contactRequestSchema.safeParse({ ...VALID_REQUEST, name: value });
        if (!parsed.success) {
          expect(wordsFor({ name: value })?.[0]).toMatch(/^(Enter your name|Remove .* your name:)/);
          return;
        }
        // Taken only where trimming drops it (U+FEFF at either end), and never kept.
        expect(value.trim()).not.toContain(character);
        expect(parsed.data.name).not.toContain(character);
      }),
    );
  });
});

describe("the emoji a visitor pastes into the message", () => {
  it.each([
    ["a red heart, with its emoji selector", "\u2764\uFE0F"],
    ["a woman technologist, joined", "\u{1F469}\u200D\u{1F4BB}"],
    ["an astronaut with a skin tone", "\u{1F9D1}\u{1F3FD}\u200D\u{1F680}"],
    ["a rainbow flag: selector, then joiner", "\u{1F3F3}\uFE0F\u200D\u{1F308}"],
    ["a keycap", "1\uFE0F\u20E3"],
    ["a smile in text style", "\u263A\uFE0E"],
  ])("are kept: %s", (_, emoji) => {
    const message = `Thanks ${emoji} we'd like ten creators.`;
    expect(contactRequestSchema.safeParse({ ...VALID_REQUEST, message }).data?.message).toBe(
      message,
    );
  });

  it.each([
    ["a joiner between spaces", ` ${ZWJ} `],
    ["a joiner ending the message", `\u{1F469}${ZWJ}`],
    ["two joiners in a row", `\u{1F469}${ZWJ}${ZWJ}\u{1F4BB}`],
    ["an emoji selector after a space", ` ${EMOJI_SELECTOR}`],
    ["two selectors in a row", `\u2764${EMOJI_SELECTOR}${EMOJI_SELECTOR}`],
    ["another variation selector", "\u2764\uFE01"],
    ["a supplementary variation selector, which can carry hidden bytes", "\u{1F600}\u{E0100}"],
  ])("do not carry what else shows as nothing: %s", (_, invisible) => {
    expect(wordsFor({ message: `Thanks ${invisible} we'd like ten creators.` })).toEqual([
      expect.stringMatching(/from your message:/),
      expect.stringMatching(/de tu mensaje:/),
    ]);
  });
});
