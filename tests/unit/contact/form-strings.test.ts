import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { CONTACT_LIMITS } from "@/lib/contact/contract.mjs";
import { contactFormStrings } from "@/lib/contact/localized-form-strings";
import { fillTemplate, templateParts } from "@/lib/contact/message-template";

/** Every string of a nested object, by its dotted path. */
function leaves(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  return Object.entries(value as object).flatMap(([key, inner]) =>
    leaves(inner, path ? `${path}.${key}` : key),
  );
}

describe("a message template", () => {
  it("splits into its text and its arguments, in order", () => {
    expect(templateParts("Thank you, {name}. We have your message.")).toEqual([
      "Thank you, ",
      { argument: "name" },
      ". We have your message.",
    ]);
    expect(templateParts("{wait}")).toEqual([{ argument: "wait" }]);
    expect(templateParts("No arguments")).toEqual(["No arguments"]);
  });

  it("is filled with each argument's value, however often it appears", () => {
    expect(fillTemplate("{a} and {b}, then {a}", { a: "one", b: "two" })).toBe(
      "one and two, then one",
    );
  });
});

describe.each(LOCALES)("the contact form's words in %s", (locale) => {
  const strings = contactFormStrings(locale);
  const t = translator(locale, "contact");
  const { message, name } = CONTACT_LIMITS;

  it("has no empty string", () => {
    for (const [path, text] of leaves(strings)) expect(text.trim(), path).not.toBe("");
  });

  it("fills a template in the browser exactly as the catalogue formats it", () => {
    const values = { name: "Ana", email: "ana@example.com", reference: "AbCdEfGhIjKlMnOpQrSt" };
    for (const key of ["thanks", "replyTo", "reference"] as const) {
      expect(fillTemplate(strings.success[key], values)).toBe(t(`success.${key}`, values));
    }
    for (const key of ["minutes", "hours"] as const) {
      expect(fillTemplate(strings.failures.wait[key], { count: "40" })).toBe(
        t(`wait.${key}`, { count: "40" }),
      );
    }
    expect(fillTemplate(strings.failures.wait.tryAgainIn, { wait: "x" })).toBe(
      t("wait.tryAgainIn", { wait: "x" }),
    );
  });

  it("writes the contract's limits into the messages that name them", () => {
    const grouped = (count: number) => count.toLocaleString("en-US");
    expect(strings.lengths.message).toContain(grouped(message.min));
    expect(strings.lengths.message).toContain(grouped(message.max));
    expect(strings.errors.messageTooShort).toContain(String(message.min));
    expect(strings.errors.messageTooLong).toContain(grouped(message.max));
    expect(strings.errors.nameTooLong).toContain(String(name.max));
  });
});

describe("the English form's words", () => {
  const strings = contactFormStrings("en");

  it("are the form's words as before the Spanish edition", () => {
    expect(strings.lengths.message).toBe("10 to 5,000 characters.");
    expect(strings.errors.messageTooLong).toBe("Keep your message to 5,000 characters or fewer.");
    expect(strings.labels).toEqual({
      name: "Name",
      email: "Email",
      company: "Company",
      topic: "Topic",
      message: "Message",
    });
    expect(strings.topics.other).toEqual({ label: "Something else", hint: "Anything we missed" });
  });
});

describe("the Spanish form's words", () => {
  const english = new Map(leaves(contactFormStrings("en")));

  it("translate every English string but the error mark, which Spanish writes alike", () => {
    const untranslated = leaves(contactFormStrings("es"))
      .filter(([path, text]) => english.get(path) === text)
      .map(([path]) => path);
    expect(untranslated).toEqual(["form.errorLabel"]);
  });

  it("write the contract's limits as es-419 does", () => {
    expect(contactFormStrings("es").lengths.message).toBe("De 10 a 5,000 caracteres.");
  });
});
