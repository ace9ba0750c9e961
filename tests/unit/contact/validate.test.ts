import { describe, expect, it } from "vitest";
import type { ContactFormValues } from "@/lib/contact/fields";
import { EMPTY_FORM_VALUES } from "@/lib/contact/form-values";
import { contactFormStrings } from "@/lib/contact/localized-form-strings";
import { validateContactForm, type FieldErrors } from "@/lib/contact/validate";

/** Each field's problem as the English form words it. */
const inEnglish = (errors: FieldErrors) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, problem]) => [
      field,
      contactFormStrings("en").errors[problem],
    ]),
  );

const filled: ContactFormValues = {
  name: "  Ada Lovelace ",
  email: " ada@example.com ",
  company: "   ",
  topic: "creator",
  message: "  I make videos about engines and would like to join.  ",
  consent: true,
};

describe("validating the contact form", () => {
  it("turns a filled form into the request to store: trimmed, without an empty company", () => {
    const result = validateContactForm(filled);
    expect(result).toEqual({
      ok: true,
      request: {
        name: "Ada Lovelace",
        email: "ada@example.com",
        topic: "creator",
        message: "I make videos about engines and would like to join.",
        consent: true,
      },
    });
  });

  it("keeps a company that was given", () => {
    expect(validateContactForm({ ...filled, company: " Gigloom " })).toMatchObject({
      request: { company: "Gigloom" },
    });
  });

  it("explains every missing answer of an empty form, and points at the first field", () => {
    const result = validateContactForm(EMPTY_FORM_VALUES);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.firstInvalid).toBe("name");
    expect(inEnglish(result.errors)).toEqual({
      name: "Enter your name.",
      email: "Enter your email address.",
      topic: "Choose what your message is about.",
      message: "Write at least 10 characters so we know how to help.",
      consent: "Agree to the privacy policy so that we can reply to you.",
    });
  });

  it("counts a message of spaces as empty", () => {
    const result = validateContactForm({ ...filled, message: " ".repeat(20) });
    expect(result.ok || inEnglish(result.errors).message).toBe(
      "Write at least 10 characters so we know how to help.",
    );
  });

  it("names the first invalid field in the order of the form", () => {
    const result = validateContactForm({ ...filled, email: "ada@", message: "short" });
    expect(result.ok || result.firstInvalid).toBe("email");
    expect(result.ok || Object.keys(result.errors)).toEqual(["email", "message"]);
  });

  it("says how long a field may be", () => {
    const result = validateContactForm({
      ...filled,
      name: "a".repeat(101),
      message: "a".repeat(5001),
    });
    expect(result.ok || inEnglish(result.errors)).toEqual({
      name: "Keep your name to 100 characters or fewer.",
      message: "Keep your message to 5,000 characters or fewer.",
    });
  });
});
