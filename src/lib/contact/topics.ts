import type { CONTACT_TOPICS } from "./contract.mjs";

/** A request's topic; the form shows them in the contract's order, named in the page's language. */
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
