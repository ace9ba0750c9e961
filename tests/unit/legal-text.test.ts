import { describe, expect, it } from "vitest";
import { dataRetention } from "@/config/data-retention";
import { routes, siteConfig } from "@/config/site";
import { company } from "@/data/company";
import { MINIMUM_CREATOR_AGE } from "@/data/creator-eligibility";
import { legalSections, legalSummaryText, legalText } from "@/lib/content/legal-text";
import { errorOf } from "./support/content-error";
import { renderBody } from "./support/render-body";

const FILE = "content/legal/privacy.md";
const withoutRecaptcha = legalText("privacy", { recaptcha: false });
const withRecaptcha = legalText("privacy", { recaptcha: true });
const section = (id: string, text = withoutRecaptcha) =>
  text.sections.find((candidate) => candidate.id === id)!.body;
const rendered = (id: string, text = withoutRecaptcha) => {
  const { body, file, bodyLine } = section(id, text);
  return renderBody(body, file, bodyLine);
};

describe("the privacy policy as content (content/legal/privacy.md)", () => {
  it("keeps its sections, in order, with the anchors the contents list links to", () => {
    expect(withoutRecaptcha.sections.map(({ id, heading }) => [id, heading])).toEqual([
      ["who-we-are", "Who we are"],
      ["contact-form", "What the contact form collects"],
      ["analytics", "Analytics, only with your consent"],
      ["campaigns", "Which campaign brought you"],
      ["sign-in-state", "Remembering whether you're signed in"],
      ["no-selling", "What we never do"],
      ["sharing", "Who else handles your data"],
      ["your-rights", "Your rights"],
      ["children", "Children"],
      ["changes", "Changes to this policy"],
    ]);
  });

  it("quotes the retention periods, the names and the addresses from their one source", () => {
    const { contactMessagesMonths, contactDraftDays, analyticsEventsMonths } = dataRetention;
    expect(withoutRecaptcha.description).toContain(`kept ${contactMessagesMonths} months`);
    expect(withoutRecaptcha.summary[0]).toContain(`after ${contactMessagesMonths} months`);
    expect(section("contact-form").body).toContain(`for ${contactMessagesMonths} months`);
    expect(section("contact-form").body).toContain(`for ${contactDraftDays} days`);
    expect(section("analytics").body).toContain(`for ${analyticsEventsMonths} months`);
    expect(section("children").body).toContain(`be ${MINIMUM_CREATOR_AGE} or older`);
    expect(section("who-we-are").body).toContain(`${company.legalName} runs this website`);
    const everything = JSON.stringify(withRecaptcha);
    expect(everything, "a placeholder left unfilled").not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it("renders its links as links: the contact page, the privacy mailbox, Google's policies", () => {
    const mail = company.emails.privacy;
    expect(rendered("who-we-are")).toContain(`<a href="mailto:${mail}">${mail}</a>`);
    expect(rendered("contact-form")).toContain(`<a href="${routes.contact}">contact page</a>`);
    expect(rendered("campaigns")).toContain("<code>utm_</code>");
    const notice = rendered("contact-form", withRecaptcha);
    expect(notice).toContain(`<a href="${siteConfig.googlePolicies.privacy}">Privacy Policy</a>`);
    expect(notice).toContain(`<a href="${siteConfig.googlePolicies.terms}">Terms of Service</a>`);
  });

  it("names reCAPTCHA only where the contact form uses it", () => {
    expect(section("contact-form").body).not.toContain("reCAPTCHA");
    expect(section("contact-form", withRecaptcha).body).toContain("Google reCAPTCHA v3");
  });

  it("has a Spanish summary quoting the same facts, and no English one", () => {
    const summary = legalSummaryText("privacy", "es")!;
    expect(summary.description).toContain(`${dataRetention.contactMessagesMonths} meses`);
    expect(summary.points.join(" ")).toContain(company.emails.privacy);
    expect(legalSummaryText("privacy", "en")).toBeUndefined();
  });
});

describe("a legal text's sections", () => {
  const facts = { siteName: "Gigloom" };

  it("fill their placeholders and know the line each body starts on", () => {
    const sections = legalSections(FILE, "## About {#about}\n\nThis is {siteName}.\n", 7, facts);
    expect(sections).toEqual([
      {
        id: "about",
        heading: "About",
        body: { file: FILE, body: "\nThis is Gigloom.\n", bodyLine: 8 },
      },
    ]);
  });

  it("refuse a heading without its anchor, naming the line", () => {
    const error = errorOf(() =>
      legalSections(FILE, "## About {#about}\nText\n## More\n", 7, facts),
    );
    expect(error.message).toBe(
      `${FILE}:9: a section heading needs its anchor: ## Heading {#anchor}`,
    );
  });

  it("refuse text before the first section and an unknown placeholder", () => {
    expect(errorOf(() => legalSections(FILE, "Intro\n## A {#a}\n", 3, facts)).line).toBe(3);
    expect(errorOf(() => legalSections(FILE, "## A {#a}\n{nope}\n", 3, facts)).message).toMatch(
      /unknown placeholder \{nope\}/,
    );
  });
});
