// @ts-check
// A stand-in for the app host ({host} in the spec), served by `npm start` beside the site: one
// page, answered on every path (/signup, /docs, /dashboard), that signs a user in and out of
// the Auth emulator and writes the sign-in hint cookie as the real app does. On /signup it also
// shows the campaign attribution and the gig draft (an estimate, or a creator to hire) it read
// with @gigloom/attribution, as the real app's sign-up page reads them; on /creator/directory,
// the demo creator's directory listing (./directory-listing.mjs).
import { readSignupAttribution } from "@gigloom/attribution";
import { readGigDraft } from "@gigloom/attribution/gig-draft";
import { fileURLToPath } from "node:url";
import { PORTS } from "../../shared/project.mjs";
import { browserBundle } from "../../shared/browser-bundle.mjs";
import { createSafeServer } from "../../shared/safe-server.mjs";
import { directoryListing, LISTING_PATH } from "./directory-listing.mjs";
import { escapeHtml } from "./escape-html.mjs";

const SCRIPT_PATH = "/stand-in-app.js";
/** The account the stand-in's form offers; created up front, so its first sign-in just works. */
const DEMO_USER = { email: "demo@gigloom.localhost", password: "gigloom-demo" };

/** Creates the demo account in the Auth emulator (project demo-gigloom); one that exists stays. */
export async function createDemoUser() {
  const signUp = `http://127.0.0.1:${PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signUp`;
  // The emulator takes any API key.
  const response = await fetch(`${signUp}?key=stand-in`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(DEMO_USER),
  });
  if (!response.ok && !(await response.text()).includes("EMAIL_EXISTS")) {
    throw new Error(`Creating the stand-in app's demo user failed: ${response.status}`);
  }
}

/**
 * What the sign-up read from its URL, as the app would pass it on with the new account.
 * @param {URL} url
 */
function attributionHtml(url) {
  if (url.pathname !== "/signup") return "";
  const attribution = readSignupAttribution(url);
  /** @type {[string, string | undefined][]} */
  const rows = attribution
    ? [
        ...Object.entries(attribution.campaign),
        ["landing_path", attribution.landingPath ?? "(none)"],
        ["placement", attribution.placement ?? "(none)"],
      ]
    : [];
  const body = attribution
    ? `<dl>${rows
        .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value ?? "")}</dd>`)
        .join("")}</dl>`
    : "<p>No campaign: the visitor came to the site from none.</p>";
  return `<section aria-labelledby="attribution-heading">
  <h2 id="attribution-heading">Campaign attribution</h2>
  <p class="note">Read from this page's URL with <code>readSignupAttribution</code> of <code>@gigloom/attribution</code>.</p>
  ${body}
</section>`;
}

/**
 * The gig the sign-up link carries, as the app would open the brand's first brief with it: an
 * estimate from the rate guide, or a creator hired from the directory.
 * @param {URL} url
 */
function gigDraftHtml(url) {
  const draft = url.pathname === "/signup" ? readGigDraft(url) : null;
  if (!draft) return "";
  const rows = Object.entries(draft).map(
    ([name, value]) =>
      `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(Array.isArray(value) ? value.join(", ") : String(value))}</dd>`,
  );
  return `<section aria-labelledby="gig-heading">
  <h2 id="gig-heading">Gig draft</h2>
  <p class="note">Read from this page's URL with <code>readGigDraft</code> of <code>@gigloom/attribution/gig-draft</code>.</p>
  <dl>${rows.join("")}</dl>
</section>`;
}

/**
 * @param {{ siteUrl: string, cookieDomain: string, url: URL, listing?: string }} options
 *   `listing`: the directory listing page's section, on its path
 */
function pageHtml({ siteUrl, cookieDomain, url, listing = "" }) {
  const config = JSON.stringify({ cookieDomain }).replace(/</g, "\\u003c");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gigloom app (local stand-in)</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; color: #111827; margin: 0; background: #f9fafb; }
  main { max-width: 32rem; margin: 4rem auto; padding: 2rem; background: #fff;
    border: 1px solid #e5e7eb; border-radius: 12px; }
  h1 { margin: 0 0 .25rem; font-size: 1.5rem; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { display: block; width: 100%; box-sizing: border-box; padding: .5rem; margin-top: .25rem;
    font: inherit; border: 1px solid #9ca3af; border-radius: 6px; }
  button { margin-top: 1.25rem; padding: .6rem 1.2rem; font: inherit; font-weight: 600;
    color: #fff; background: #111827; border: 0; border-radius: 999px; cursor: pointer; }
  :focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  #problem { color: #b91c1c; }
  h2 { font-size: 1.125rem; margin: 1.5rem 0 .25rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-family: ui-monospace, monospace; } dd { margin: 0; overflow-wrap: anywhere; }
  .note { color: #4b5563; font-size: .875rem; }
</style>
</head>
<body>
<main>
  <p class="note">Local stand-in for the app host</p>
  <h1>Gigloom app</h1>
  <p id="status" role="status">Starting Firebase Auth…</p>
  <form id="sign-in" hidden>
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${DEMO_USER.email}">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required minlength="6" value="${DEMO_USER.password}">
    <button type="submit">Sign in</button>
  </form>
  <button id="sign-out" type="button" hidden>Sign out</button>
  <p id="problem" role="alert"></p>
  ${attributionHtml(url)}
  ${gigDraftHtml(url)}
  ${listing}
  <p><a href="${escapeHtml(siteUrl)}">Open the Gigloom site</a>: its header reads “Dashboard” while you are signed in here.</p>
  <p class="note">Signed in, this page keeps the cookie <code>gigloom_signed_in=1</code> on
    <code>Domain=${escapeHtml(cookieDomain)}</code>, through <code>@gigloom/auth-hint</code>;
    the first sign-in with an address creates its account in the Auth emulator.</p>
</main>
<script type="application/json" id="stand-in-config">${config}</script>
<script src="${SCRIPT_PATH}"></script>
</body>
</html>
`;
}

/**
 * Serves the stand-in on 127.0.0.1:`port` and resolves once it listens; the returned
 * function stops it. With `db` (the Firestore emulator, in demo mode), it also serves the demo
 * creator's directory listing page.
 * @param {{ port: number, siteUrl: string, appUrl: string, cookieDomain: string,
 *   db?: import("firebase-admin/firestore").Firestore }} options
 */
export async function startStandInApp({ port, siteUrl, appUrl, cookieDomain, db }) {
  const script = await browserBundle(fileURLToPath(new URL("./page.ts", import.meta.url)));
  const listingPage = db && (await directoryListing({ db, siteUrl, appUrl }));
  const server = createSafeServer(async (request, response, { url }) => {
    const isScript = url.pathname === SCRIPT_PATH;
    const listing =
      listingPage && url.pathname === LISTING_PATH ? await listingPage(request, response, url) : "";
    // The listing page answered its form itself.
    if (listing === undefined) return;
    response.writeHead(200, {
      "Content-Type": isScript ? "text/javascript" : "text/html; charset=utf-8",
      "Cache-Control": "no-store",
    });
    response.end(isScript ? script : pageHtml({ siteUrl, cookieDomain, url, listing }));
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  return () => server.close();
}
