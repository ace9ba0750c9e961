/**
 * A message whose arguments are known only in the browser ("Thank you, {name}."), as the
 * catalogue writes it: the server hands it over unformatted, so that neither the catalogue nor an
 * ICU parser ships to the browser, and the form fills in each `{argument}`. Such a message uses
 * plain arguments only; tests/unit/contact/form-strings.test.ts holds filling it to formatting it.
 */
export type MessageTemplate = string;

export type TemplatePart = string | { argument: string };

/** The template's text and arguments, in order: "Hi, {name}." → "Hi, ", {name}, ".". */
export function templateParts(template: MessageTemplate): TemplatePart[] {
  return template
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? { argument: part } : part))
    .filter((part) => part !== "");
}

/** The template with each argument replaced by its value's text. */
export function fillTemplate(template: MessageTemplate, values: Record<string, string>): string {
  return templateParts(template)
    .map((part) => (typeof part === "string" ? part : (values[part.argument] ?? "")))
    .join("");
}
