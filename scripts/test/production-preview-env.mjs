// @ts-check
// A complete production configuration whose values are all fake: what the end-to-end tests of
// the production build use (scripts/test/production-preview.mjs, tests/e2e/production.spec.ts).
// Every Google origin it names is answered by a stub in the tests; nothing leaves the machine.
import { fileURLToPath } from "node:url";

export const PRODUCTION_PREVIEW_PORT = 5100;
export const PRODUCTION_PREVIEW_URL = `http://127.0.0.1:${PRODUCTION_PREVIEW_PORT}`;
/** The start of the line production-preview.mjs prints once it serves its build. */
export const PRODUCTION_PREVIEW_READY = "The production-configuration build:";
/** The same build's CMS admin export (out-cms/), served beside it. */
export const PRODUCTION_PREVIEW_CMS_PORT = 5101;
export const PRODUCTION_PREVIEW_CMS_URL = `http://127.0.0.1:${PRODUCTION_PREVIEW_CMS_PORT}`;

/**
 * Laid over the project's content in this build only: the post tests/e2e/cms.spec.ts has the
 * admin write, as the admin writes it. That test checks that the admin's file says the same, and
 * finds the post published, in the feed and searchable here: a build of what the editor wrote,
 * made at start-up beside the other, rather than a third build in the middle of the suite.
 */
export const PRODUCTION_PREVIEW_EXTRA_CONTENT = fileURLToPath(
  new URL("../../tests/e2e/fixtures/admin-post/", import.meta.url),
);

export const FAKE_PROJECT_ID = "gigloom-e2e-prod";

/** @type {Record<string, string>} */
export const FAKE_PRODUCTION_ENV = {
  NEXT_PUBLIC_FIREBASE_API_KEY: "fake-api-key-for-e2e",
  NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: `${FAKE_PROJECT_ID}.firebaseapp.com`,
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: FAKE_PROJECT_ID,
  NEXT_PUBLIC_FIREBASE_STORAGE_BUCKET: `${FAKE_PROJECT_ID}.appspot.com`,
  NEXT_PUBLIC_FIREBASE_MESSAGING_SENDER_ID: "123456789012",
  NEXT_PUBLIC_FIREBASE_APP_ID: "1:123456789012:web:0123456789abcdef",
  NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: "G-E2ETEST000",
  NEXT_PUBLIC_RECAPTCHA_SITE_KEY: "fake-recaptcha-site-key-for-e2e",
  NEXT_PUBLIC_APP_URL: "https://app.e2e-prod-gigloom.test",
  NEXT_PUBLIC_SITE_URL: "https://www.e2e-prod-gigloom.test",
  NEXT_PUBLIC_CMS_URL: "https://cms.e2e-prod-gigloom.test",
};
