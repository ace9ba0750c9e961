import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { stubGoogle } from "./support/google-stubs";
import { ContactPage } from "./support/contact-page";
import { sitePaths } from "./support/site-pages";

/**
 * The production configuration in a browser: a build with a complete, fake configuration
 * (Analytics measurement id and App Check site key set; scripts/production-preview.mjs), so
 * the policy each page carries is the one a deployment would carry. The Google origins are
 * answered by stubs. Any Content-Security-Policy violation fails: the fixture fails a test on
 * the console error the browser logs, and each test also reads the violation events.
 */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test("no page violates its policy", async ({ page, context }) => {
  // Every page of the site, one after another.
  test.setTimeout(240_000);
  await stubGoogle(context);
  const violations = await watchViolations(page);
  for (const path of sitePaths) {
    await test.step(path, async () => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await violations(), path).toEqual([]);
    });
  }
});

test("accepting analytics loads Google Analytics within the policy", async ({ page, context }) => {
  const google = await stubGoogle(context);
  const violations = await watchViolations(page);
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Accept analytics" }).click();
  await expect.poll(() => google.calls("tag manager")).toBeGreaterThan(0);
  await expect.poll(() => google.calls("installations")).toBeGreaterThan(0);
  await page.waitForLoadState("networkidle");
  expect(await violations()).toEqual([]);
});

test("the contact form sends through App Check and the function within the policy", async ({
  page,
  context,
}) => {
  const google = await stubGoogle(context);
  const violations = await watchViolations(page);
  const contact = new ContactPage(page);
  await contact.open();
  await contact.fill({
    name: "Ada Lovelace",
    email: "ada@example.com",
    topic: "Brand",
    message: "A message sent from the production build, with App Check on.",
  });
  await contact.send().click();
  await expect(contact.status()).toContainText("Thank you, Ada Lovelace.", { timeout: 15_000 });
  expect(google.calls("recaptcha")).toBeGreaterThan(0);
  expect(google.calls("app check")).toBeGreaterThan(0);
  expect(google.calls("contact function")).toBe(1);
  expect(await violations()).toEqual([]);
});

test("the privacy page names reCAPTCHA, which the contact form uses in production", async ({
  page,
}) => {
  await page.goto("/privacy");
  const section = page.locator("section", {
    has: page.getByRole("heading", { name: "What the contact form collects" }),
  });
  await expect(section).toContainText("Google reCAPTCHA v3");
  await expect(section.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
    "href",
    "https://policies.google.com/privacy",
  );
});

test("the production admin edits through GitHub, with no local backend in its config or policy", async ({
  request,
}) => {
  const config = await (await request.get("/admin/config.yml")).text();
  expect(config).toMatch(/backend:\n {2}name: github\n/);
  expect(config).toContain("publish_mode: editorial_workflow");
  expect(config).not.toContain("local_backend");
  expect(config).not.toContain("127.0.0.1");
  const admin = await (await request.get("/admin/index.html")).text();
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(admin)![1]!;
  expect(csp).toContain("connect-src 'self' https://api.github.com");
  expect(csp).not.toContain("127.0.0.1");
});
