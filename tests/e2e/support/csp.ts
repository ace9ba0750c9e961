import type { BrowserContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

type CspWindow = Window & { cspViolations: string[] };

/** Records every CSP violation of every document the context opens, from its first byte. */
export async function recordCspViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    (window as unknown as CspWindow).cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as CspWindow).cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} ${event.sample}`,
      );
    });
  });
}

export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as CspWindow).cspViolations);

/** The page runs under its own hash-based policy, with nothing unsafe allowed, and broke none. */
export async function expectOwnPolicyKept(page: Page, route: string) {
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute("content");
  const scriptSrc = policy?.split(";").find((part) => part.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc, route).toMatch(/'sha256-/);
  // Scripts only by hash, and what those insert ('strict-dynamic'): never a host, so no script
  // injected into the page runs. 'self' is for a browser without 'strict-dynamic', which ignores it.
  const sources = scriptSrc.trim().split(/\s+/).slice(1);
  expect(sources, route).toContain("'strict-dynamic'");
  const known = /^'(sha256-[\w+/]+=*|strict-dynamic|self|wasm-unsafe-eval)'$/;
  expect(
    sources.filter((source) => !known.test(source)),
    route,
  ).toEqual([]);
  expect(policy, route).not.toContain("'unsafe-inline'");
  expect(policy, route).not.toContain("'unsafe-eval'");
  expect(await cspViolations(page), route).toEqual([]);
}
