import { readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import {
  collectedEvents,
  CONTACT_FUNCTION_ORIGIN,
  pageViewAt,
  stubGoogle,
  type CollectedEvent,
  type GoogleRequest,
  type GoogleService,
} from "./support/google-stubs";
import { ContactPage, type ContactDetails } from "./support/contact-page";
import { pathsOfEachLayoutInOneLanguage } from "./support/site-pages";
import { typedDataIn, typedPieces } from "./support/typed-data";
import { searchPage } from "./support/search";
import { MESSAGES } from "@/i18n/messages";
import { CONSENT_KEY } from "@/lib/consent/stored-answer.mjs";
import { expectListening } from "./support/interactions";
import {
  FAKE_PRODUCTION_ENV,
  PRODUCTION_PREVIEW_CMS_URL,
} from "../../scripts/test/production-preview-env.mjs";
import { MEDIA_FOLDER } from "@/config/media.mjs";
import { DEFAULT_LOCALE } from "@/config/locale";
import { routePattern } from "@/config/routes";

/**
 * The production configuration in a browser: a build with a complete, fake configuration
 * (Analytics measurement id and App Check site key set; scripts/test/production-preview.mjs), so
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

/**
 * The directory's pages beyond its first: the production configuration has no creators until
 * the build reads `directory` (docs/directory.md, "Not yet"), so it builds neither a creator's
 * page nor a later page of the list nor a facet's page (all below the directory's own path).
 */
const builtWithoutCreators = (path: string) =>
  path.startsWith(routePattern("creatorProfile", DEFAULT_LOCALE).replace("[slug]", "")) ||
  path.startsWith(`${routePattern("directory", DEFAULT_LOCALE)}/`);

test("no layout violates its policy", async ({ page, context }) => {
  // A page of each layout: the production configuration changes what every layout loads
  // (Analytics, App Check), in any language alike, not a page's own scripts, whose hashes
  // site.spec.ts checks on every page.
  test.setTimeout(240_000);
  await stubGoogle(context);
  const violations = await watchViolations(page);
  for (const path of pathsOfEachLayoutInOneLanguage.filter((p) => !builtWithoutCreators(p))) {
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

test.describe("a script injected into a page", () => {
  // What an injection into a page's HTML (a stored post, a compromised build) would add: a tag
  // container from Google's tag host, and gtag.js with another property's id, the same path the
  // site's own gtag.js comes from. A policy naming the host, or that path, would run both.
  const INJECTED = [
    "https://www.googletagmanager.com/gtm.js?id=GTM-EVIL",
    "https://www.googletagmanager.com/gtag/js?id=G-OTHER",
  ];
  // The browser logs each script it blocks, as it should.
  test.use({
    expectedConsoleErrors: [/'https:\/\/www\.googletagmanager\.com\/.*Content Security Policy/],
  });

  test("is blocked by the page's policy, and Analytics still starts after consent with the site's own id", async ({
    page,
    context,
  }) => {
    const google = await stubGoogle(context);
    const violations = await watchViolations(page);
    // Each injected script, if the browser fetched and ran it, would say so.
    const fetched: string[] = [];
    for (const src of INJECTED) {
      await page.route(src, (route) =>
        route.fulfill({
          contentType: "text/javascript",
          body: `window.injected=${JSON.stringify(src)}`,
        }),
      );
    }
    await page.route(
      (url) => url.pathname === "/pricing",
      async (route) => {
        const response = await route.fetch();
        const tags = INJECTED.map((src) => `<script src="${src}"></script>`).join("");
        const html = (await response.text()).replace("</body>", `${tags}</body>`);
        expect(html).toContain(tags);
        await route.fulfill({ response, body: html });
      },
    );
    page.on("requestfinished", (request) => {
      if (INJECTED.includes(request.url())) fetched.push(request.url());
    });
    await page.goto("/pricing");
    await page.getByRole("button", { name: "Accept analytics" }).click();
    await expect.poll(() => google.calls("analytics collection")).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");

    expect(fetched).toEqual([]);
    expect(await page.evaluate(() => (window as { injected?: string }).injected)).toBeUndefined();
    expect(google.calls("tag manager")).toBeGreaterThan(0);
    expect((await violations()).sort()).toEqual(
      INJECTED.map((src) => `script-src-elem ${src}`).sort(),
    );
  });
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

test("the production admin edits through GitHub from its own origin, with no local backend in its config or policy", async ({
  request,
}) => {
  const cmsUrl = FAKE_PRODUCTION_ENV.NEXT_PUBLIC_CMS_URL!;
  // The admin's own export (out-cms/), which the CMS's Hosting site serves.
  const config = await (await request.get(`${PRODUCTION_PREVIEW_CMS_URL}/config.yml`)).text();
  expect(config).toMatch(/backend:\n {2}name: github\n/);
  expect(config).toContain(`base_url: ${cmsUrl}\n`);
  expect(config).toContain("publish_mode: editorial_workflow");
  expect(config).not.toContain("local_backend");
  expect(config).not.toContain("127.0.0.1");
  const admin = await (await request.get(`${PRODUCTION_PREVIEW_CMS_URL}/`)).text();
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(admin)![1]!;
  expect(csp).toContain("connect-src 'self' https://api.github.com");
  expect(csp).not.toContain("127.0.0.1");
  // Decap shows a cover's "/uploads/<file>" from the admin's origin: the originals are there.
  const [upload] = readdirSync(MEDIA_FOLDER);
  const original = await request.get(`${PRODUCTION_PREVIEW_CMS_URL}/uploads/${upload}`);
  expect(original.status()).toBe(200);
  expect(original.headers()["content-type"]).toMatch(/^image\//);

  // The site's /admin/ sends editors there, and the site carries none of Decap.
  const redirect = await (await request.get("/admin/")).text();
  expect(redirect).toContain(`url=${cmsUrl}/`);
  expect(redirect).not.toMatch(/<script/i);
  for (const path of [
    "/decap-cms.js",
    "/admin/decap-cms.js",
    "/admin/config.yml",
    "/cms/index.html",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

/** The hosts of reCAPTCHA and App Check, which the contact form needs whatever the answer. */
const CONTACT_PROTECTION_HOSTS = [
  "www.google.com",
  "www.gstatic.com",
  "content-firebaseappcheck.googleapis.com",
];
const ANALYTICS_SERVICES: GoogleService[] = [
  "tag manager",
  "analytics collection",
  "installations",
  "analytics config",
];

test.describe("analytics events", () => {
  const visitor: ContactDetails = {
    name: "Ottoline Quillfeather",
    email: "ottoline.q@example.org",
    company: "Brindlewood Preserves",
    topic: "Creator",
    message: "Planning a Zanzibar partnership for our springtime marmalade range.",
  };
  const typed = typedPieces(visitor);
  /** The contact function's own call: it carries the request, which is what it is for. */
  const isContactCall = (request: GoogleRequest) =>
    request.url.startsWith(`${CONTACT_FUNCTION_ORIGIN}/`);
  const isNotContactCall = (request: GoogleRequest) => !isContactCall(request);
  const banner = (page: Page) => page.getByRole("region", { name: "Analytics cookies" });
  const named = (events: CollectedEvent[], name: string) =>
    events.filter((event) => event.name === name);

  test("before consent, nothing goes to Google as a visitor reads, switches, filters and fills in the form", async ({
    page,
    context,
  }) => {
    const google = await stubGoogle(context);
    await page.goto("/");
    await page.goto("/pricing");
    const billing = page.getByRole("group", { name: "Billing period" });
    await billing.getByText("Annual").click();
    await expect(billing.getByRole("radio", { name: /Annual/ })).toBeChecked();
    await page.goto("/casestudies");
    const filter = page.getByRole("navigation", { name: "Filter case studies" }).getByRole("link");
    const path = await filter.nth(1).getAttribute("href");
    await filter.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await page.waitForLoadState("networkidle");
    expect(await google.requests()).toEqual([]);

    const contact = new ContactPage(page);
    await contact.open();
    await contact.fill(visitor);
    await page.waitForLoadState("networkidle");
    const requests = await google.requests();
    // Once the visitor begins, the form readies its check against automated sending
    // (reCAPTCHA and App Check, named on the privacy page); nothing of Analytics loads.
    const hosts = new Set(requests.map((request) => new URL(request.url).host));
    expect([...hosts].filter((host) => !CONTACT_PROTECTION_HOSTS.includes(host))).toEqual([]);
    for (const service of ANALYTICS_SERVICES) expect(google.calls(service), service).toBe(0);
    expect(typedDataIn(requests, typed)).toEqual([]);
  });

  test("after consent, a stored contact request arrives as generate_lead with its topic, and nothing typed reaches Google", async ({
    page,
    context,
  }) => {
    const google = await stubGoogle(context);
    const contact = new ContactPage(page);
    await contact.open();
    await banner(page).getByRole("button", { name: "Accept analytics" }).click();
    await expect.poll(async () => named(await google.events(), "page_view")).toHaveLength(1);

    await contact.fill(visitor);
    await contact.send().click();
    await expect(contact.status()).toContainText(`Thank you, ${visitor.name}.`, {
      timeout: 15_000,
    });
    await expect
      .poll(async () => named(await google.events(), "generate_lead"))
      // Sent with analytics granted and ads denied: accepting analytics grants nothing for ads.
      .toEqual([{ name: "generate_lead", params: { topic: "creator" }, gcs: "G101" }]);
    await page.waitForLoadState("networkidle");

    const requests = await google.requests();
    const contactCalls = requests.filter(isContactCall);
    // The check can see typed data where it is: in the contact function's own call.
    expect(typedDataIn(contactCalls, [visitor.email, visitor.message])).toHaveLength(2);
    expect(typedDataIn(requests.filter(isNotContactCall), typed)).toEqual([]);
  });

  test.describe("when the function refuses", () => {
    // The browser logs the callable's refusal (HTTP 400) as a failed resource.
    test.use({ expectedConsoleErrors: [/status of 400/] });

    test("after consent, a refused contact request arrives as contact_refused with its reason, and nothing typed reaches Google", async ({
      page,
      context,
    }) => {
      const google = await stubGoogle(context, { contactFunction: "refuses" });
      const contact = new ContactPage(page);
      await contact.open();
      await banner(page).getByRole("button", { name: "Accept analytics" }).click();
      await contact.fill(visitor);
      await contact.send().click();
      await expect(contact.problem()).toContainText("We couldn't accept this message", {
        timeout: 15_000,
      });
      await expect
        .poll(async () => named(await google.events(), "contact_refused"))
        .toEqual([{ name: "contact_refused", params: { reason: "refused" }, gcs: "G101" }]);
      await page.waitForLoadState("networkidle");
      expect(named(await google.events(), "generate_lead")).toEqual([]);

      const requests = await google.requests();
      expect(requests.filter(isContactCall).length).toBeGreaterThan(0);
      expect(typedDataIn(requests.filter(isNotContactCall), typed)).toEqual([]);
    });
  });

  test("after consent, a search's words reach Google only in its redacted search event: in no address, history page view or next page's referrer", async ({
    page,
    context,
  }) => {
    const google = await stubGoogle(context);
    // A visitor who accepted before, opening a shared search with an address in it.
    await context.addInitScript((key) => localStorage.setItem(key, "granted"), CONSENT_KEY);
    await page.goto(`/search?q=${encodeURIComponent("ottoline.q@example.org")}`);
    await expect.poll(async () => named(await google.events(), "page_view")).toHaveLength(1);
    const search = searchPage(page, "en");
    await expect(search.box).toHaveValue("ottoline.q@example.org");

    // They type on, pausing as they go (each pause settles the words), then keep one word from
    // a post's body, in no page's title, and open the post it finds.
    const searches = async () =>
      named(await google.events(), "search").map((event) => event.params);
    const searched = (term: string) => ({
      search_term: term,
      result_count: expect.any(Number),
      search_language: "en",
    });
    // The opened search is theirs too: left alone for a second, it settles, redacted. Waiting
    // for it keeps the run in step: a slow machine would settle it before the first key anyway.
    await expect.poll(searches).toEqual([searched("[email]")]);
    await search.box.fill("adjectives ottoline.q@example.org +44 20 7946 0958");
    await expect(search.status).toContainText("“adjectives ottoline.q@example.org");
    const typedSearches = [searched("[email]"), searched("adjectives [email] [phone]")];
    await expect.poll(searches).toEqual(typedSearches);
    await search.box.fill("adjectives");
    await expect.poll(searches).toEqual([...typedSearches, searched("adjectives")]);
    const result = search.links.first();
    const path = (await result.getAttribute("href"))!;
    await result.click();
    await expect(page).toHaveURL(path);
    const arrivals = async () =>
      (await google.requests()).filter((request) => pageViewAt(request, path));
    await expect.poll(arrivals).toHaveLength(1);
    await page.waitForLoadState("networkidle");

    // The post's page view hands Google its referrer: the search page, without its words.
    const referrer = await page.evaluate(() => document.referrer);
    expect.soft(new URL(referrer).search, referrer).toBe("");
    expect.soft(referrer).not.toMatch(/adjectives|ottoline/i);
    const [arrival] = await arrivals();
    expect(new URL(arrival!.url).searchParams.get("dr")).toBe(referrer);
    // The search events carry the redacted term, which the check finds there; nothing else does.
    const typedHere = ["adjectives", "ottoline.q@example.org", "ottoline.q", "7946 0958", "7946"];
    const requests = await google.requests();
    const isSearchEvent = (request: GoogleRequest) =>
      collectedEvents(request).some((event) => event.name === "search");
    expect(typedDataIn(requests.filter(isSearchEvent), ["adjectives"])).toHaveLength(2);
    expect(
      typedDataIn(
        requests.filter((request) => !isSearchEvent(request)),
        typedHere,
      ),
    ).toEqual([]);
  });

  test("after consent, an estimate the visitor finished arrives as rate_estimate, with no amount", async ({
    page,
    context,
  }) => {
    const google = await stubGoogle(context);
    await context.addInitScript((key) => localStorage.setItem(key, "granted"), CONSENT_KEY);
    // An estimate opened from a link is not the visitor's own: nothing is sent for it.
    await page.goto("/rates?creators=3");
    await expect.poll(async () => named(await google.events(), "page_view")).toHaveLength(1);
    const words = MESSAGES.en.rates.calculator;
    await expect(page.getByLabel(words.creators, { exact: true })).toHaveValue("3");
    await page.getByLabel(words.platform, { exact: true }).selectOption("tiktok");
    // Sent once the choices have rested for two seconds.
    await expect
      .poll(
        async () => named(await google.events(), "rate_estimate").map((event) => event.params),
        {
          timeout: 15_000,
        },
      )
      .toEqual([{ platform: "tiktok", tier: "nano", calculator_view: "brand" }]);
  });

  test("after consent, the pricing switch, a filter, the Docs link and a call to action arrive as events", async ({
    page,
    context,
  }) => {
    const appHost = FAKE_PRODUCTION_ENV.NEXT_PUBLIC_APP_URL;
    await context.route(`${appHost}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>App</title>app host" }),
    );
    const google = await stubGoogle(context);
    const events = async (name: string) => named(await google.events(), name);
    await page.goto("/pricing?utm_source=newsletter&utm_campaign=spring");
    await expectListening(page);
    await banner(page).getByRole("button", { name: "Accept analytics" }).click();
    await expect.poll(() => events("page_view")).toHaveLength(1);

    await page.getByRole("group", { name: "Billing period" }).getByText("Annual").click();
    await expect
      .poll(() => events("pricing_period_switch"))
      .toEqual([{ name: "pricing_period_switch", params: { period: "annual" }, gcs: "G101" }]);

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Case Studies" })
      .click();
    const filters = page.getByRole("navigation", { name: "Filter case studies" });
    const industry = filters.getByRole("link").nth(1);
    const industryId = (await industry.getAttribute("href"))!.split("/").at(-1);
    await industry.click();
    await expect
      .poll(() => events("case_study_filter"))
      .toEqual([
        {
          name: "case_study_filter",
          params: { filter: "industry", value: industryId! },
          gcs: "G101",
        },
      ]);

    await expect(page).toHaveURL(new RegExp(`/${industryId}$`));
    const filtered = page.url();
    await page.getByRole("banner").getByRole("link", { name: "Join Now" }).click();
    await expect(page).toHaveURL(new RegExp(`^${appHost}/signup\\?utm_source=newsletter`));
    await expect
      .poll(() => events("cta_click"))
      .toEqual([
        {
          name: "cta_click",
          params: { placement: "header", destination: `${appHost}/signup`, audience: "brand" },
          gcs: "G101",
        },
      ]);

    // Back, then a middle click: the event, and this page stays. It comes last: the test's stub
    // of the app host does not reach the background tab it opens, whose load fails there (in the
    // headless shell and the full browser alike), and no step should follow that tab's failure.
    await page.goBack();
    await expect(page).toHaveURL(filtered);
    await expectListening(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Docs" }).click({
      button: "middle",
    });
    await expect
      .poll(() => events("docs_open"))
      .toEqual([{ name: "docs_open", params: { placement: "header" }, gcs: "G101" }]);
    expect(page.url()).toBe(filtered);
  });

  test("after consent, Web Vitals arrive: TTFB at once, LCP with its element on the next click", async ({
    page,
    context,
  }) => {
    const google = await stubGoogle(context);
    await page.goto("/pricing");
    await banner(page).getByRole("button", { name: "Accept analytics" }).click();

    await expect.poll(async () => named(await google.events(), "TTFB")).toHaveLength(1);
    const [ttfb] = named(await google.events(), "TTFB");
    expect(ttfb!.params).toEqual({
      value: expect.any(Number),
      metric_id: expect.stringMatching(/^v\d+-/),
      metric_value: expect.any(Number),
      metric_delta: expect.any(Number),
      metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
    });

    // web-vitals reports LCP once the visitor first interacts with the page.
    await page.getByRole("heading", { level: 1 }).click();
    await expect.poll(async () => named(await google.events(), "LCP")).toHaveLength(1);
    const [lcp] = named(await google.events(), "LCP");
    expect(lcp!.params).toMatchObject({
      value: Math.round(Number(lcp!.params.metric_delta)),
      metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      debug_target: expect.stringMatching(/\S/),
    });
  });
});
