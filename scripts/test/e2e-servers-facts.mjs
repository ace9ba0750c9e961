// @ts-check
// What scripts/test/e2e-servers.mjs starts, and the line it prints once both servers serve their
// builds, for Playwright's webServer to wait for (playwright.config.ts).
import { SITE_RUNNING } from "../local/local-hosts.mjs";
import { PRODUCTION_PREVIEW_READY } from "./production-preview-env.mjs";

/** Each server, and the start of the line it prints once it serves its new build. */
export const E2E_SERVERS = [
  { script: "scripts/local/start.mjs", readyLine: SITE_RUNNING },
  { script: "scripts/test/production-preview.mjs", readyLine: PRODUCTION_PREVIEW_READY },
];

/** How long the two builds and the emulators may take to answer. */
export const E2E_SERVERS_TIMEOUT_MS = 300_000;

/** Letters and spaces only: Playwright reads it as a pattern. */
export const E2E_SERVERS_READY = "The end-to-end servers answer";
