import { join } from "node:path";
import { z } from "zod";
import { dataRetention } from "@/config/data-retention";
import { DEFAULT_LOCALE, type Locale } from "@/config/locale";
import { routes, siteConfig } from "@/config/site";
import { company, postalAddressLines } from "@/data/company";
import { ContentError } from "./content-error";
import { factsFor } from "./facts";
import { CONTENT_ROOT } from "./load-collection";
import { localizedDataFile } from "./localized-path";
import { readOwnFile } from "./own-file";
import { type MarkdownBody, parseFrontMatter } from "./parse-file";
import { type Facts, fillPlaceholders } from "./placeholders";

/**
 * A legal page's words as content (content/legal/<page>.md): front matter for the page's
 * description, date and short version, then the text in sections, each opened by
 * `## Heading {#anchor}`. A translation (content/<locale>/legal/<page>.md) holds only a summary
 * in its language: the English text is the one that applies. Facts with a source elsewhere are
 * written as placeholders and filled here, so the text never repeats them.
 */
export type LegalTextId = "privacy";

export type LegalText = {
  description: string;
  updated: string;
  summary: string[];
  sections: { id: string; heading: string; body: MarkdownBody }[];
};

const sentences = z.array(z.string().trim().min(10)).min(1);
const description = z.string().trim().min(50).max(300);
const documentSchema = z.strictObject({
  description,
  updated: z.iso.date(),
  summary: sentences,
  /** A paragraph the text places at {recaptchaNotice}, said only while the site uses reCAPTCHA. */
  recaptchaNotice: z.string().trim().min(20).optional(),
});
const summarySchema = z.strictObject({ description, summary: sentences });

/** The facts a legal text may quote, on top of those all copy may (facts.ts). */
function legalFacts(locale: Locale): Facts {
  return {
    ...factsFor(locale),
    ...dataRetention,
    legalName: company.legalName,
    postalAddress: postalAddressLines().join(", "),
    privacyEmail: company.emails.privacy,
    siteName: siteConfig.name,
    contactPage: routes.contact,
    googlePrivacyPolicy: siteConfig.googlePolicies.privacy,
    googleTermsOfService: siteConfig.googlePolicies.terms,
  };
}

const readLegalFile = <Schema extends z.ZodType>(file: string, schema: Schema) =>
  parseFrontMatter(file, readOwnFile(CONTENT_ROOT, join(process.cwd(), file)), schema);

const HEADING = /^## (.+?) \{#([a-z0-9]+(?:-[a-z0-9]+)*)\}\s*$/;

/**
 * The sections of a legal text, each from its `## Heading {#anchor}` to the next, with its
 * placeholders filled. `firstLine` is the body's first line in the file, for the line an
 * error names.
 */
export function legalSections(file: string, body: string, firstLine: number, facts: Facts) {
  const sections: { id: string; heading: string; line: number; lines: string[] }[] = [];
  body.split("\n").forEach((text, index) => {
    const line = firstLine + index;
    const heading = HEADING.exec(text);
    if (heading) {
      sections.push({ id: heading[2]!, heading: heading[1]!, line, lines: [] });
    } else if (text.startsWith("## ")) {
      throw new ContentError(
        file,
        "a section heading needs its anchor: ## Heading {#anchor}",
        line,
      );
    } else if (sections.length > 0) {
      sections.at(-1)!.lines.push(text);
    } else if (text.trim()) {
      throw new ContentError(file, "the text must open with a section: ## Heading {#anchor}", line);
    }
  });
  if (sections.length === 0) throw new ContentError(file, "the text has no sections");
  return sections.map(({ id, heading, line, lines }) => {
    const filled = fillPlaceholders({ [id]: { heading, body: lines.join("\n") } }, facts, file);
    return {
      id,
      heading: filled[id]!.heading,
      body: { file, body: filled[id]!.body, bodyLine: line + 1 },
    };
  });
}

/** The English text of a legal page; `recaptcha`: whether the contact form uses reCAPTCHA. */
export function legalText(page: LegalTextId, { recaptcha }: { recaptcha: boolean }): LegalText {
  const file = localizedDataFile(`legal/${page}.md`, DEFAULT_LOCALE);
  const { meta: data, body, bodyLine } = readLegalFile(file, documentSchema);
  const { recaptchaNotice, ...words } = fillPlaceholders(data, legalFacts(DEFAULT_LOCALE), file);
  // The policy must name reCAPTCHA wherever the contact form uses it: a text that would not
  // say it fails the build.
  if (recaptcha && !(recaptchaNotice && body.includes("{recaptchaNotice}"))) {
    throw new ContentError(
      file,
      "the contact form uses reCAPTCHA: the text needs a recaptchaNotice and its place, {recaptchaNotice}",
    );
  }
  const facts = {
    ...legalFacts(DEFAULT_LOCALE),
    recaptchaNotice: recaptcha ? recaptchaNotice! : "",
  };
  return { ...words, sections: legalSections(file, body, bodyLine, facts) };
}

/** A legal page summarised in another language, or undefined where there is no summary. */
export function legalSummaryText(page: LegalTextId, locale: Locale) {
  if (locale === DEFAULT_LOCALE) return undefined;
  const file = localizedDataFile(`legal/${page}.md`, locale);
  const { meta: data, body, bodyLine } = readLegalFile(file, summarySchema);
  if (body.trim()) {
    throw new ContentError(
      file,
      "a translation holds only the summary: the English text applies",
      bodyLine,
    );
  }
  const { description, summary } = fillPlaceholders(data, legalFacts(locale), file);
  return { description, points: summary };
}
