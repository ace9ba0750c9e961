import { ACKNOWLEDGEMENT_TIMEOUT_MS } from "../../../src/lib/contact/sender";
import type { Page, Response } from "@playwright/test";
import { expect } from "./fixtures";

export type ContactDetails = {
  name: string;
  email: string;
  company?: string;
  /** The topic as the page names it. */
  topic: "Brand" | "Creator" | "Press" | "Something else" | SpanishTopic;
  message: string;
};

type SpanishTopic = "Marca" | "Creador" | "Prensa" | "Otro tema";

/** Where the form is, and what its controls are called, on a page in one language. */
export type ContactPageWords = {
  path: string;
  name: string;
  email: string;
  company: string;
  topic: string;
  message: string;
  consent: string;
  send: string;
};

export const ENGLISH_CONTACT_PAGE: ContactPageWords = {
  path: "/contact",
  name: "Name",
  email: "Email",
  company: "Company (optional)",
  topic: "Topic",
  message: "Message",
  consent: "I agree to the privacy policy",
  send: "Send message",
};

/** The contact page as a visitor uses it: by labels and roles only. */
export class ContactPage {
  constructor(
    readonly page: Page,
    readonly words: ContactPageWords = ENGLISH_CONTACT_PAGE,
  ) {}

  readonly name = () => this.page.getByLabel(this.words.name, { exact: true });
  readonly email = () => this.page.getByLabel(this.words.email, { exact: true });
  readonly company = () => this.page.getByLabel(this.words.company);
  readonly topicGroup = () => this.page.getByRole("radiogroup", { name: this.words.topic });
  readonly topic = (label: ContactDetails["topic"]) =>
    this.topicGroup().getByRole("radio", { name: new RegExp(`^${label}`) });
  readonly message = () => this.page.getByLabel(this.words.message, { exact: true });
  readonly consent = () => this.page.getByRole("checkbox", { name: this.words.consent });
  readonly send = () => this.page.getByRole("button", { name: this.words.send });
  readonly status = () => this.page.getByRole("status").filter({ hasText: /\S/ });
  readonly problem = () => this.page.getByRole("alert").filter({ hasText: /\S/ });

  /** Opens the page and waits until the form works (its send button turns on). */
  async open() {
    await this.page.goto(this.words.path);
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

/** Text found only in the validation chunk (zod and the schema, which names its problems). */
export const VALIDATION_MARKER = "messageInvisible";
/** Text found only in the Functions SDK. */
export const FUNCTIONS_MARKER = "cloudfunctions.net";

/**
 * How long a sent message may take to be confirmed on the page: the form's acknowledgement
 * timeout, then a late answer. On a busy 2-core machine the Functions emulator's first call
 * in a run starts a worker, which took more than 15 s once (a run of session 16); the form
 * then says it cannot confirm yet, keeps trying, and confirms when the answer comes, which is
 * what a visitor sees.
 */
export const SENT_WITHIN = { timeout: ACKNOWLEDGEMENT_TIMEOUT_MS + 30_000 };
