import { defineConfig } from "@playwright/test";
import { headlessShellLaunchOptions } from "./scripts/shared/chromium.mjs";
import { HOSTING_URL } from "./scripts/shared/project.mjs";
import { E2E_SERVERS_READY, E2E_SERVERS_TIMEOUT_MS } from "./scripts/test/e2e-servers-facts.mjs";
import { PRODUCTION_PREVIEW_URL } from "./scripts/test/production-preview-env.mjs";
import { TYPES_CHECKED_ENV } from "./src/config/types-checked.mjs";
import { CMS_SANDBOX } from "./tests/e2e/support/cms";
import { E2E_APP_URL, E2E_SITE_URL } from "./tests/e2e/support/env";

/**
 * production.spec.ts runs on its own, against a second build made with a complete but fake
 * production configuration, whose Google origins the test answers with stubs.
 */
const PRODUCTION_SPEC = /production\.spec\.ts/;
/**
 * unlisting.spec.ts waits for `npm start` to rebuild the site, which swaps the export the
 * desktop and mobile tests read: it runs once they have all finished.
 */
const UNLISTING_SPEC = /unlisting\.spec\.ts/;

/**
 * End-to-end tests run against the real static build, served by the Firebase Hosting
 * emulator (clean URLs from firebase.json), with the Auth and Firestore emulators.
 * Tests tagged @desktop or @mobile run at that width only; the rest run at both.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // Adds `server-only` to the paths: the tests read content through the server-only loader.
  tsconfig: "tests/e2e/tsconfig.json",
  outputDir: "test-results/e2e",
  fullyParallel: true,
  // One more than the cores of the machines CI runs on (2), as measured: on a loaded 2-core
  // machine the suite took 9.7 min with two and 8.8 min with three, and a fourth made the tests'
  // own part no shorter, since they are bound by the CPU (docs/testing.md, "Where the time goes").
  workers: 3,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: HOSTING_URL,
    // Chromium's headless shell; a spec that needs the full browser asks for it with a top-level
    // `test.use({ launchOptions: launchOptions() })` (docs/testing.md).
    launchOptions: headlessShellLaunchOptions(),
    // A trace records every action's page and a screencast: a cost on each test. CI keeps a
    // run's output but no file, so there it records none; locally a failure keeps its trace.
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  // Projects run in phases: a project's tests start once every project it depends on has
  // finished. The production project reads its own build, which the un-listing's rebuild leaves
  // alone, so the two share the last phase, the rebuild listed first so that it starts first:
  // alone, that rebuild kept two of the three workers idle for most of a minute.
  projects: [
    {
      name: "desktop",
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile/,
      testIgnore: [PRODUCTION_SPEC, UNLISTING_SPEC],
    },
    {
      name: "mobile",
      use: { browserName: "chromium", viewport: { width: 390, height: 844 }, hasTouch: true },
      grepInvert: /@desktop/,
      testIgnore: [PRODUCTION_SPEC, UNLISTING_SPEC],
    },
    {
      name: "after-the-rest",
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
      testMatch: UNLISTING_SPEC,
      dependencies: ["desktop", "mobile"],
    },
    {
      name: "production",
      use: {
        browserName: "chromium",
        viewport: { width: 1280, height: 800 },
        baseURL: PRODUCTION_PREVIEW_URL,
      },
      testMatch: PRODUCTION_SPEC,
      dependencies: ["desktop", "mobile"],
    },
  ],
  // Both servers in one command, so that their two builds run side by side: Playwright starts
  // its webServer entries one after another (scripts/test/e2e-servers.mjs).
  webServer: {
    command: "node scripts/test/e2e-servers.mjs",
    wait: { stdout: new RegExp(E2E_SERVERS_READY) },
    timeout: E2E_SERVERS_TIMEOUT_MS,
    reuseExistingServer: false,
    // start.mjs stops the emulators it started on SIGTERM; a SIGKILL would orphan them.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    env: {
      NEXT_PUBLIC_APP_URL: E2E_APP_URL,
      NEXT_PUBLIC_SITE_URL: E2E_SITE_URL,
      NEXT_TELEMETRY_DISABLED: "1",
      // `npm test` has type-checked the project just before its end-to-end tests.
      ...TYPES_CHECKED_ENV,
      // The admin's local backend saves into a copy of content/ (cms.spec.ts), never the tree.
      GIGLOOM_CMS_REPO: CMS_SANDBOX,
    },
  },
});
