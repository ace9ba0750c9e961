import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { createEmulatorUser, openAuthTab } from "./support/auth-driver";
import { ContactPage } from "./support/contact-page";
import { deleteStoredRequestsFrom, uniqueEmail } from "./support/contact-requests";
import { test, expect } from "./support/fixtures";
import { served } from "./support/served";
import { expectAuthChecked } from "./support/auth-checked";
import { cspViolations, expectOwnPolicyKept, recordCspViolations } from "./support/csp";
import { LOCALES } from "@/config/locale";
import { routesFor } from "@/config/site";
import { localeOfPath } from "@/i18n/counterparts";
import { headScriptTexts, inlineHeadScripts } from "./support/head-scripts";
import { header, headerLabels, menuToggle, mobileMenu } from "./support/header";
import { pathsOfEachLayout } from "./support/site-pages";
import { siteRoutes } from "./support/site-routes";
import { rawGet } from "../support/raw-request";
import { SITE_PORT } from "../../scripts/shared/project.mjs";
import { STAND_IN_APP_PORT } from "../../scripts/local/local-hosts.mjs";
import { CMS_LOCAL_PORT } from "@/lib/cms/cms-facts.mjs";
import { SOURCE_FILE } from "../../scripts/build/source-copies.mjs";

/**
 * What a response lacks of what every response of the site must carry (firebase.json →
 * hosting.headers): a line for each header it gets wrong, so that one assertion covers them.
 */
function securityHeaderProblems(headers: Record<string, string>): string[] {
  const problems: string[] = [];
  const hsts = headers["strict-transport-security"] ?? "";
  if (
    !(Number(hsts.match(/max-age=(\d+)/)?.[1]) >= 31536000) ||
    !hsts.includes("includeSubDomains")
  )
    problems.push(`Strict-Transport-Security: ${hsts}`);
  if (headers["x-content-type-options"] !== "nosniff") problems.push("no X-Content-Type-Options");
  if (headers["referrer-policy"] !== "strict-origin-when-cross-origin")
    problems.push(`Referrer-Policy: ${headers["referrer-policy"]}`);
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    if (!headers["permissions-policy"]?.includes(`${feature}=()`))
      problems.push(`Permissions-Policy allows ${feature}`);
  }
  const csp = headers["content-security-policy"] ?? "";
  for (const directive of ["frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'"]) {
    if (!csp.includes(directive)) problems.push(`Content-Security-Policy lacks ${directive}`);
  }
  return problems;
}

function expectSecurityHeaders(headers: Record<string, string>, url: string) {
  expect(securityHeaderProblems(headers), url).toEqual([]);
}

test("every page carries the security headers and is revalidated on every request @desktop", async () => {
  const routes = siteRoutes();
  expect(routes.length).toBeGreaterThan(6);
  for (const route of [...routes, "/no-such-page"]) {
    const { status, headers } = await served(route);
    expect(
      {
        status,
        html: headers["content-type"]?.includes("text/html"),
        problems: securityHeaderProblems(headers),
        cacheControl: headers["cache-control"],
      },
      route,
    ).toEqual({
      status: route === "/no-such-page" ? 404 : 200,
      html: true,
      problems: [],
      cacheControl: "no-cache",
    });
  }
});

test("every page's <head> runs exactly the scripts their module makes, byte for byte @desktop", async () => {
  // The layout writes them and the post-build step allows them: both from one module.
  const texts = headScriptTexts();
  expect(texts).toHaveLength(3);
  for (const route of siteRoutes()) {
    expect(inlineHeadScripts((await served(route)).text), route).toEqual(texts);
  }
});

test("only the search pages may compile WebAssembly, and no page may eval @desktop", async () => {
  const searchPages = LOCALES.map((locale) => routesFor(locale).search);
  const compilers: string[] = [];
  for (const route of siteRoutes()) {
    const html = (await served(route)).text;
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
    // A policy, and neither unsafe keyword in it.
    expect(policy, route).toMatch(/^(?!.*'unsafe-(eval|inline)')/);
    if (policy!.includes("'wasm-unsafe-eval'")) compilers.push(route);
  }
  expect(compilers.sort()).toEqual(searchPages.sort());
});

test("hashed assets are cached for a year; other files are revalidated @desktop", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const assets = [...new Set(html.match(/\/_next\/static\/[^"]+\.(?:js|css)/g))];
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(response.headers(), asset);
  }
  // A share image's address is the one the page names: Next suffixes it in a route group.
  const shareImages = await Promise.all(
    ["/casestudies", "/es/casos-de-exito"].map(async (page) => {
      const pageHtml = await (await request.get(page)).text();
      const url = pageHtml.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
      expect(url, page).toBeTruthy();
      return new URL(url!).pathname;
    }),
  );
  for (const file of ["/logo.png", "/blog/rss.xml", ...shareImages]) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["cache-control"], file).toBe("no-cache");
  }
  for (const image of shareImages) {
    expect((await request.get(image)).headers()["content-type"], image).toBe("image/png");
  }
});

/** Loads a page, waits until Firebase has reported the sign-in state, and checks its policy. */
async function visit(page: Page, route: string) {
  await page.goto(route);
  await expectAuthChecked(page, route);
  await expectOwnPolicyKept(page, route);
}

// Each page's own policy, signed out, is checked as site.spec.ts visits every page.
test("a client-side navigation fetches the next page's payload under the first page's policy @desktop", async ({
  page,
  context,
}) => {
  await recordCspViolations(context);
  await visit(page, "/");
  await header(page).getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL("/pricing");
  await expect(page.locator("h1")).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
});

test("a page of each layout runs with no CSP violation while a real emulator user is signed in @desktop", async ({
  page,
  context,
  baseURL,
}) => {
  // Signing in changes what the layout runs (the header, Firebase's reports), not a page's
  // own scripts, whose hashes site.spec.ts checks on every page.
  test.setTimeout(300_000);
  await recordCspViolations(context);
  const authTab = await openAuthTab(context, baseURL!);
  await authTab.signIn(await createEmulatorUser());
  expect(await cspViolations(authTab.page)).toEqual([]);
  const routes = pathsOfEachLayout;
  for (const route of routes) {
    await visit(page, route);
    const { dashboard } = headerLabels(localeOfPath(route));
    await expect(
      header(page).getByRole("link", { name: dashboard }).filter({ visible: true }),
      route,
    ).toBeVisible();
  }
  await authTab.signOut();
  const { joinNow } = headerLabels(localeOfPath(routes.at(-1)!));
  await expect(
    header(page).getByRole("link", { name: joinNow }).filter({ visible: true }),
  ).toBeVisible();
  expect(await cspViolations(page)).toEqual([]);
});

test("the open mobile menu causes no CSP violation @mobile", async ({ page, context }) => {
  await recordCspViolations(context);
  for (const route of ["/", "/creators", "/blog", "/casestudies"]) {
    await visit(page, route);
    await menuToggle(page).click();
    await expect(mobileMenu(page)).toBeVisible();
    await mobileMenu(page).getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/pricing");
    expect(await cspViolations(page), route).toEqual([]);
  }
});

test("the contact form causes no CSP violation with errors, while sending, or once sent @desktop", async ({
  page,
  context,
}, testInfo) => {
  await recordCspViolations(context);
  const email = uniqueEmail(`csp-${testInfo.project.name}-${testInfo.workerIndex}`);
  const contact = new ContactPage(page);
  await contact.open();
  await contact.send().click();
  await expect(contact.name()).toBeFocused();
  expect(await cspViolations(page)).toEqual([]);

  await contact.fill({
    name: "Grace Hopper",
    email,
    topic: "Creator",
    message: "I make short cooking videos and would like to join.",
  });
  await contact.send().click();
  // While sending, the page loads the Functions SDK and calls the contact function.
  await expect(contact.status()).toContainText("Thank you, Grace Hopper.", { timeout: 15_000 });
  expect(await cspViolations(page)).toEqual([]);
  await deleteStoredRequestsFrom(email);
});

test.describe("an injected inline script", () => {
  test.use({ expectedConsoleErrors: [/Content Security Policy/] });

  test("is refused: the policy is enforced, not only declared @desktop", async ({
    page,
    context,
  }) => {
    await recordCspViolations(context);
    // Where an injection lands: in the page's HTML as served, which the parser reads. (A script
    // that already runs may add one by the DOM: 'strict-dynamic' passes its trust on.)
    await page.route(
      (url) => url.pathname === "/",
      async (route) => {
        const response = await route.fetch();
        const injected = "<script>window.injectedRan = true</script></body>";
        await route.fulfill({
          response,
          body: (await response.text()).replace("</body>", injected),
        });
      },
    );
    await page.goto("/");
    await expectAuthChecked(page, "/");
    const ran = await page.evaluate(
      () => (window as unknown as { injectedRan?: boolean }).injectedRan ?? false,
    );
    expect(ran).toBe(false);
    expect(await cspViolations(page)).toEqual([expect.stringMatching(/^script-src(-elem)? /)]);
  });
});

test.describe("a worker from anywhere but this origin", () => {
  test.use({ expectedConsoleErrors: [/Content Security Policy/] });

  test("is refused, while the site's own Auth worker runs @desktop", async ({ page, context }) => {
    await recordCspViolations(context);
    await page.goto("/");
    await expectAuthChecked(page, "/");
    const outcome = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const code = new Blob(["postMessage('ran')"], { type: "text/javascript" });
          try {
            const worker = new Worker(URL.createObjectURL(code));
            worker.onmessage = () => resolve("ran");
            worker.onerror = () => resolve("refused");
          } catch {
            resolve("refused");
          }
        }),
    );
    expect(outcome).toBe("refused");
    // The one violation is the blob's: the Auth worker, from this origin, raised none.
    expect(await cspViolations(page)).toEqual([expect.stringMatching(/^worker-src /)]);
  });
});

test("the export publishes none of the site's TypeScript, not even the Auth worker's the bundler copied @desktop", async ({
  request,
}) => {
  const out = fileURLToPath(new URL("../../out", import.meta.url));
  const sources = readdirSync(out, { recursive: true, encoding: "utf8" }).filter((file) =>
    SOURCE_FILE.test(file),
  );
  expect(sources).toEqual([]);
  // The chunks still name the copy's address; asked for, it is not there.
  const named = readdirSync(join(out, "_next/static/chunks"))
    .filter((file) => file.endsWith(".js"))
    .flatMap(
      (file) =>
        readFileSync(join(out, "_next/static/chunks", file), "utf8").match(
          /\/_next\/static\/media\/[\w.-]+\.ts\b/g,
        ) ?? [],
    );
  for (const url of named) expect((await request.get(url)).status(), url).toBe(404);
});

test("a hostile request stops no local server: the site, the admin and the stand-in app answer it 400 and keep serving @desktop", async () => {
  // firebase-tools' Hosting emulator alone died of `GET //` and took every server with it; a
  // web page can send these to loopback (scripts/local/hosting-guard.mjs).
  const servers = [
    { name: "the site", port: SITE_PORT, page: "/pricing" },
    { name: "the admin", port: CMS_LOCAL_PORT, page: "/" },
    { name: "the stand-in app", port: STAND_IN_APP_PORT, page: "/signup" },
  ];
  for (const { name, port } of servers) {
    for (const path of ["//", "/%E0", "//%E0", "/..%2fout-cms/", "/a%00b"]) {
      expect((await rawGet(port, path)).status, `${name} ${path}`).toBe(400);
    }
  }
  for (const { name, port, page } of servers) {
    expect((await rawGet(port, page)).status, `${name} ${page} afterwards`).toBe(200);
  }
});
