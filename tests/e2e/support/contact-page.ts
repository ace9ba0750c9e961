import type { Page, Response } from "@playwright/test";
import { expect } from "./fixtures";

export type ContactDetails = {
  name: string;
  email: string;
  company?: string;
  topic: "Brand" | "Creator" | "Press" | "Something else";
  message: string;
};

/** The contact page as a visitor uses it: by labels and roles only. */
export class ContactPage {
  constructor(readonly page: Page) {}

  readonly name = () => this.page.getByLabel("Name", { exact: true });
  readonly email = () => this.page.getByLabel("Email", { exact: true });
  readonly company = () => this.page.getByLabel("Company (optional)");
  readonly topicGroup = () => this.page.getByRole("radiogroup", { name: "Topic" });
  readonly topic = (label: ContactDetails["topic"]) =>
    this.topicGroup().getByRole("radio", { name: new RegExp(`^${label}`) });
  readonly message = () => this.page.getByLabel("Message", { exact: true });
  readonly consent = () =>
    this.page.getByRole("checkbox", { name: "I agree to the privacy policy" });
  readonly send = () => this.page.getByRole("button", { name: "Send message" });
  readonly status = () => this.page.getByRole("status").filter({ hasText: /\S/ });
  readonly problem = () => this.page.getByRole("alert").filter({ hasText: /\S/ });

  /** Opens the page and waits until the form works (its send button turns on). */
  async open() {
    await this.page.goto("/contact");
    await expect(this.send()).toBeEnabled();
  }

  async fill(details: ContactDetails, { consent = true } = {}) {
    await this.name().fill(details.name);
    await this.email().fill(details.email);
    if (details.company) await this.company().fill(details.company);
    await this.topic(details.topic).check();
    await this.message().fill(details.message);
    if (consent) await this.consent().check();
  }
}

/**
 * Resolves when the page has downloaded the lazy chunk whose source contains `marker`.
 * Recognising a chunk by its content keeps the test independent of hashed file names.
 */
export function chunkContaining(page: Page, marker: string): Promise<Response> {
  return page.waitForResponse(
    async (response) =>
      response.url().endsWith(".js") && (await response.text().catch(() => "")).includes(marker),
    { timeout: 15_000 },
  );
}

/** Text found only in the validation chunk (zod and the schema's messages). */
export const VALIDATION_MARKER = "Choose what your message is about.";
/** Text found only in the Functions SDK. */
export const FUNCTIONS_MARKER = "cloudfunctions.net";
