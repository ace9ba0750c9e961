import { createHash } from "node:crypto";

/**
 * The page the sign-in popup ends on. It speaks Decap CMS's popup protocol with the admin that
 * opened it (decap-cms-lib-auth, netlify-auth.js): it posts "authorizing:github" to the opener,
 * waits for the opener to post the same back, then posts the outcome,
 * `authorization:github:success:{"token":…,"provider":"github"}` or
 * `authorization:github:error:{"message":…}`. Every message goes to the CMS's own origin, never
 * to "*", and only a reply from the opener on that origin is answered: no other page, the
 * site's included, can get the token.
 */

export const PROVIDER = "github";

/** The message that hands Decap the token. */
export function successMessage(token: string): string {
  return `authorization:${PROVIDER}:success:${JSON.stringify({ token, provider: PROVIDER })}`;
}

/** The message that tells Decap why the sign-in failed; it shows `message` to the editor. */
export function errorMessage(message: string): string {
  return `authorization:${PROVIDER}:error:${JSON.stringify({ message })}`;
}

/**
 * The page's one script, the same for every answer, so that its CSP trusts it by hash. The
 * origin and the message come from the body's data attributes.
 */
export const POPUP_SCRIPT = `(function () {
  var origin = document.body.getAttribute("data-origin");
  var message = document.body.getAttribute("data-message");
  var opener = window.opener;
  if (!opener || !origin || !message) return;
  function reply(event) {
    if (event.origin !== origin || event.source !== opener) return;
    if (event.data !== "authorizing:${PROVIDER}") return;
    window.removeEventListener("message", reply);
    opener.postMessage(message, origin);
  }
  window.addEventListener("message", reply);
  opener.postMessage("authorizing:${PROVIDER}", origin);
})();`;

export const POPUP_SCRIPT_HASH = `sha256-${createHash("sha256").update(POPUP_SCRIPT).digest("base64")}`;

/** Nothing but the one script: no other script, style, image, frame, form or base. */
export const POPUP_CSP = [
  "default-src 'none'",
  `script-src '${POPUP_SCRIPT_HASH}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The headers of every answer of the callback: never cached, never referred, its own CSP. */
export const POPUP_HEADERS: Readonly<Record<string, string>> = {
  "Content-Type": "text/html; charset=utf-8",
  // `private`, or Firebase Hosting drops the Set-Cookie that deletes the state's cookie.
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
  "Content-Security-Policy": POPUP_CSP,
  "X-Content-Type-Options": "nosniff",
  // The popup must keep its opener through GitHub's pages, so it takes no opener policy of its
  // own (a same-origin one would cut it off from the admin that waits for the token).
  "Cross-Origin-Opener-Policy": "unsafe-none",
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

/** The popup's page: `message` for the admin on `cmsOrigin`, and a line for the editor. */
export function popupPage(cmsOrigin: string, message: string, note: string): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    '<meta charset="utf-8">',
    '<meta name="robots" content="noindex">',
    "<title>Signing in to the Gigloom CMS</title>",
    `<body data-origin="${escapeHtml(cmsOrigin)}" data-message="${escapeHtml(message)}">`,
    `<p>${escapeHtml(note)}</p>`,
    `<script>${POPUP_SCRIPT}</script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
