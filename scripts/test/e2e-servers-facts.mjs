// @ts-check
// What scripts/test/e2e-servers.mjs starts, and the line it prints once both servers answer, for
// Playwright's webServer to wait for (playwright.config.ts).
import { HOSTING_URL } from "../shared/project.mjs";
import { PRODUCTION_PREVIEW_URL } from "./production-preview-env.mjs";

export const E2E_SERVERS = [
  { script: "scripts/local/start.mjs", url: HOSTING_URL },
  { script: "scripts/test/production-preview.mjs", url: PRODUCTION_PREVIEW_URL },
];

/** How long the two builds and the emulators may take to answer. */
export const E2E_SERVERS_TIMEOUT_MS = 300_000;

/** Letters and spaces only: Playwright reads it as a pattern. */
export const E2E_SERVERS_READY = "The end-to-end servers answer";
