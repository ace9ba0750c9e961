import type { CONTACT_TOPICS } from "./contract.mjs";

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** How the form presents each topic; the order is the order on screen. */
export const TOPIC_OPTIONS: ReadonlyArray<{ value: ContactTopic; label: string; hint: string }> = [
  { value: "brand", label: "Brand", hint: "Sales and campaigns" },
  { value: "creator", label: "Creator", hint: "Joining and support" },
  { value: "press", label: "Press", hint: "Interviews and media" },
  { value: "other", label: "Something else", hint: "Anything we missed" },
];
