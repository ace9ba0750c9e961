import { DESKTOP_MIN_WIDTH, MOBILE_SCROLL_THRESHOLD } from "@/lib/header/scroll-rule";
import { MESSAGES } from "@/i18n/messages";
import { expect, test } from "@playwright/test";
import type { WebElement } from "selenium-webdriver";
import { AUTH_DRIVER_TARGET, authDriverScript, createEmulatorUser } from "./support/auth-driver";
import { mailsFrom } from "./support/contact-function";
import {
  asScript,
  cardShowsPrice,
  keepThePage,
  PRICES,
  shownPhoneAppLinks,
} from "./support/engine-checks";
import { storedRequestsFrom, uniqueEmail } from "./support/contact-requests";
import { launchWebKit, PHONE, PhoneWindow, type WebKit } from "./support/webkit";

/**
 * The same site in WebKit, Safari's engine (WebKitGTK's MiniBrowser on a virtual display, see
 * support/webkit.ts), in a 390 px popup. Run once, in the mobile project. A machine without
 * WebKitWebDriver, MiniBrowser or Xvfb fails here, naming the packages: nothing is skipped.
 */
test.describe("in WebKit @mobile", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });
  let webkit: WebKit;
  test.beforeAll(async () => {
    webkit = await launchWebKit();
  });
  test.afterAll(async () => {
    await webkit?.close();
  });

  /** No page errors since the collector started; when that was goes into the report. */
  async function expectNoPageErrors(phone: PhoneWindow) {
    const since = await phone.collectingSince();
    test.info().annotations.push({ type: "page errors collected", description: since });
    expect(await phone.errors(), `page errors, collected ${since}`).toEqual([]);
  }

  const TOGGLE = "[aria-controls=mobile-menu]";
  const MENU_OPEN = "return document.getElementById('mobile-menu').matches(':popover-open')";
  const MENU_CLOSED = "return !document.getElementById('mobile-menu').matches(':popover-open')";

  test("the menu opens and closes with its toggle, and a link in it navigates and closes it", async ({
    baseURL,
  }) => {
    const phone = await PhoneWindow.open(webkit, `${baseURL}/`);
    // The popup gets the phone's width exactly; under 1024 px the site shows the phone header.
    expect(await phone.evaluate("return [innerWidth, innerHeight]")).toEqual([
      PHONE.width,
      PHONE.height,
    ]);
    expect(PHONE.width).toBeLessThan(DESKTOP_MIN_WIDTH);
    await phone.hydrated();

    await phone.tap(TOGGLE);
    await phone.waitFor("the menu to open", MENU_OPEN);
    await phone.tap(TOGGLE);
    await phone.waitFor("the menu to close", MENU_CLOSED);

    await phone.tap(TOGGLE);
    await phone.waitFor("the menu to open again", MENU_OPEN);
    await phone.tap("#mobile-menu a[href='/blog']");
    await phone.waitFor("the blog to show", "return location.pathname === '/blog'");
    await phone.waitFor("the menu to close after the link", MENU_CLOSED);
    // A client-side navigation: the same document, so its collector saw the whole visit.
    await expectNoPageErrors(phone);
    await phone.close();
  });

  test("signed in (the app's cookie set), the phone header shows Dashboard in place of Sign In, inside the screen", async ({
    baseURL,
  }) => {
    const phoneLinks = (phone: PhoneWindow) =>
      phone.evaluate<{ names: string[]; out: boolean }>(asScript(shownPhoneAppLinks));
    const signedOut = await PhoneWindow.open(webkit, `${baseURL}/`);
    await signedOut.hydrated();
    expect(await phoneLinks(signedOut)).toEqual({ names: ["Sign In"], out: false });
    // As the app writes it; WebKit keeps it for the site's own host here.
    await signedOut.evaluate("document.cookie = 'gigloom_signed_in=1; path=/'");
    await expectNoPageErrors(signedOut);
    await signedOut.close();

    const signedIn = await PhoneWindow.open(webkit, `${baseURL}/`);
    await signedIn.hydrated();
    expect(await phoneLinks(signedIn)).toEqual({ names: ["Dashboard"], out: false });
    await signedIn.evaluate("document.cookie = 'gigloom_signed_in=; path=/; max-age=0'");
    await expectNoPageErrors(signedIn);
    await signedIn.close();
  });

  test("signed in and out with Firebase on this origin, the header follows without a reload: Auth runs in its worker", async ({
    baseURL,
  }) => {
    const user = await createEmulatorUser();
    const phone = await PhoneWindow.open(webkit, `${baseURL}/`);
    const reads = (state: "in" | "out") =>
      phone.waitFor(
        `data-auth=${state}, checked`,
        "const root = document.documentElement; return root.dataset.authChecked === 'true' && root.dataset.auth === arguments[0]",
        30_000,
        state,
      );
    await reads("out");
    // The real SDK in the page itself, as the app on this origin would sign in.
    await phone.evaluate(await authDriverScript());
    await phone.evaluate(
      "const [options, url, email, password] = arguments; return window.authDriver.signIn(options, url, email, password)",
      ...AUTH_DRIVER_TARGET,
      user.email,
      user.password,
    );
    await reads("in");
    expect(
      await phone.evaluate<{ names: string[]; out: boolean }>(asScript(shownPhoneAppLinks)),
    ).toEqual({ names: ["Dashboard"], out: false });
    await phone.evaluate(
      "const [options, url] = arguments; return window.authDriver.signOut(options, url)",
      ...AUTH_DRIVER_TARGET,
    );
    await reads("out");
    await expectNoPageErrors(phone);
    await phone.close();
  });

  test("the header hides on scroll down past the threshold and shows again on scroll up", async ({
    baseURL,
  }) => {
    const phone = await PhoneWindow.open(webkit, `${baseURL}/blog`);
    await phone.hydrated();
    await phone.evaluate("document.querySelector('main').style.minHeight = '400vh'");
    const headerIs = (visible: "true" | "false") =>
      phone.waitFor(
        `the header's data-visible to be ${visible}`,
        "return document.querySelector('body > header').getAttribute('data-visible') === arguments[0]",
        20_000,
        visible,
      );

    await headerIs("true");
    await phone.evaluate("window.scrollTo(0, arguments[0])", MOBILE_SCROLL_THRESHOLD + 200);
    await headerIs("false");
    await phone.evaluate("window.scrollTo(0, arguments[0])", MOBILE_SCROLL_THRESHOLD);
    await headerIs("true");
    await expectNoPageErrors(phone);
    await phone.close();
  });

  test("a sign-up link chosen after a campaign landing carries the campaign and its placement", async ({
    baseURL,
  }) => {
    const phone = await PhoneWindow.open(
      webkit,
      `${baseURL}/pricing?utm_source=webkit&utm_campaign=engines`,
    );
    await phone.waitFor(
      "html[data-interactions=listening]",
      "return document.documentElement.dataset.interactions === 'listening'",
      30_000,
    );
    await phone.evaluate(asScript(keepThePage));
    const join = "main a[data-placement=cta-band]";
    await phone.tap(join);
    const href = await phone.evaluate<string>(`return document.querySelector("${join}").href`);
    expect(Object.fromEntries(new URL(href).searchParams)).toEqual({
      utm_source: "webkit",
      utm_campaign: "engines",
      landing_path: "/pricing",
      placement: "cta-band",
    });
    await expectNoPageErrors(phone);
    await phone.close();
  });

  test("the search page finds a post by a word of its body, with Pagefind's WebAssembly", async ({
    baseURL,
  }) => {
    const phone = await PhoneWindow.open(webkit, `${baseURL}/search`);
    await phone.hydrated();
    await (await phone.labelled(MESSAGES.en.search.box)).sendKeys("adjectives");
    await phone.waitFor(
      "the post among the results",
      "return document.querySelector('main ol a[data-result]')?.getAttribute('href') === arguments[0]",
      30_000,
      "/blog/how-to-brief-a-creator",
    );
    await expectNoPageErrors(phone);
    await phone.close();
  });

  test("the pricing switch changes the prices shown", async ({ baseURL }) => {
    const phone = await PhoneWindow.open(webkit, `${baseURL}/pricing`);
    await phone.hydrated();
    const shows = (name: string, amount: string) =>
      phone.evaluate<boolean>(asScript(cardShowsPrice), name, amount);
    for (const { period, plans } of PRICES) {
      if (period === "annual") {
        await phone.tap("label:has(#billing-annual)");
        await phone.waitFor(
          "the annual switch to be on",
          "return document.getElementById('billing-annual').checked",
        );
      }
      for (const { name, shown, hidden } of plans) {
        const where = `${name}, ${period}`;
        expect(await shows(name, shown), where).toBe(true);
        expect(await shows(name, hidden), where).toBe(false);
      }
    }
    await expectNoPageErrors(phone);
    await phone.close();
  });

  test("the contact form sends to the emulators: success shown, request stored, mail sent", async ({
    baseURL,
  }) => {
    // The one request this suite sends: it comes from 127.0.0.1 with no X-Forwarded-For, and
    // the function allows a network five an hour.
    const email = uniqueEmail("webkit");
    const phone = await PhoneWindow.open(webkit, `${baseURL}/contact`);
    await phone.hydrated();
    const send = () =>
      phone.evaluate<WebElement>(
        "return [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Send message')",
      );
    await phone.waitFor(
      "the send button to turn on",
      "return [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Send message' && !b.disabled)",
    );

    const message = "We'd like ten creators for a spring campaign. Could we talk next week?";
    await (await phone.labelled("Name")).sendKeys("Ada Lovelace");
    await (await phone.labelled("Email")).sendKeys(email);
    await (await phone.labelled("Company (optional)")).sendKeys("Analytical Engines");
    // The topic's radio is a small dot inside a card, its label: a visitor taps the card.
    await phone.tap(await phone.label("Brand", { prefix: true }));
    await (await phone.labelled("Message")).sendKeys(message);
    await phone.tap(await phone.labelled("I agree to the privacy policy"));
    expect(
      await phone.evaluate(
        "return [...arguments].map((control) => control.type === 'checkbox' || control.type === 'radio' ? control.checked : control.value)",
        await phone.labelled("Name"),
        await phone.labelled("Email"),
        await phone.labelled("Brand", { prefix: true }),
        await phone.labelled("Message"),
        await phone.labelled("I agree to the privacy policy"),
      ),
    ).toEqual(["Ada Lovelace", email, true, message, true]);
    await phone.tap(await send());

    // The form waits out its minimum time on the page (3 s), then calls the function.
    await phone.waitFor(
      "the success message",
      "return [...document.querySelectorAll('[role=status]')].some((s) => s.textContent.includes(arguments[0]))",
      30_000,
      "Thank you, Ada Lovelace.",
    );
    const stored = await storedRequestsFrom(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.fields.name?.stringValue).toBe("Ada Lovelace");
    await expect.poll(() => mailsFrom(email).length, { timeout: 20_000 }).toBe(1);
    await expectNoPageErrors(phone);
    await phone.close();
  });
});
