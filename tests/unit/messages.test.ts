import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locale";
import { MESSAGES } from "@/i18n/messages";

type Catalogue = { [key: string]: string | Catalogue };

/** Every message of a catalogue by its dotted key ("header.joinNow"). */
function flatten(messages: Catalogue, prefix = ""): Map<string, string> {
  return new Map(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === "string"
        ? [[`${prefix}${key}`, value] as const]
        : [...flatten(value, `${prefix}${key}.`)],
    ),
  );
}

/** The ICU arguments a message takes ("{count, plural, …}" → count), sorted. */
function argumentsOf(message: string): string[] {
  return [
    ...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] ?? "")),
  ].sort();
}

const english = flatten(MESSAGES.en);

describe.each(LOCALES.filter((locale) => locale !== "en"))("the %s messages", (locale) => {
  const translated = flatten(MESSAGES[locale]);

  it("have every English key and no other", () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("take the same arguments as the English ones", () => {
    for (const [key, message] of english) {
      expect(argumentsOf(translated.get(key) ?? ""), key).toEqual(argumentsOf(message));
    }
  });

  it("are never empty", () => {
    for (const [key, message] of translated) expect(message.trim(), key).not.toBe("");
  });
});
