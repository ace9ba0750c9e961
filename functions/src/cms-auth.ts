import { errorMessage, popupPage, POPUP_HEADERS, successMessage } from "./cms-auth-page";
import { authorizeUrl, exchangeCode } from "./github-oauth";
import {
  clearedStateCookie,
  matchesAKeptState,
  newState,
  stateCookie,
  statesFromCookies,
} from "./oauth-state";
import { originAllowed } from "./site-origins";

/**
 * The CMS's GitHub sign-in (docs/editing.md), served on the CMS's own origin (its Hosting site's
 * rewrite of /cms-auth/**), never the site's: /cms-auth/auth sends the editor to the GitHub App's
 * consent page with a fresh `state`, and /cms-auth/callback checks it, trades the code for an
 * expiring token and hands the token to the admin through the popup page. The token is kept
 * nowhere and logged nowhere; the refresh token GitHub sends with it is dropped.
 */
export const CMS_AUTH_PATH = "/cms-auth";
export const AUTH_PATH = `${CMS_AUTH_PATH}/auth`;
export const CALLBACK_PATH = `${CMS_AUTH_PATH}/callback`;

export type CmsAuthSettings = {
  /** CMS_ORIGIN: the admin's origin (NEXT_PUBLIC_CMS_URL's), the only one answered. */
  cmsOrigin: string;
  /** The GitHub App's client id. */
  clientId: string;
  /** Read only when a code is exchanged. */
  clientSecret: () => string;
  githubBaseUrl: string;
  fetch?: typeof fetch;
};

/** What the handler uses of Express's request and response. */
export type AuthRequest = {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: { cookie?: string; origin?: string };
};
export type AuthResponse = {
  status(code: number): AuthResponse;
  set(headers: Record<string, string>): AuthResponse;
  send(body: string): unknown;
};

/**
 * Never cached, and `private`: Firebase Hosting drops a function's Set-Cookie from any answer
 * whose Cache-Control lacks it (its CDN would otherwise cache one visitor's cookie for others).
 */
const NOT_CACHED = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

function plain(response: AuthResponse, status: number, text: string) {
  response
    .status(status)
    .set({ ...NOT_CACHED, "Content-Type": "text/plain; charset=utf-8" })
    .send(`${text}\n`);
}

/** The configured CMS origin when it is one (scheme, host and port, nothing else). */
function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin === value ? value : undefined;
  } catch {
    return undefined;
  }
}

export async function handleCmsAuth(
  request: AuthRequest,
  response: AuthResponse,
  settings: CmsAuthSettings,
): Promise<void> {
  const isAuth = request.path === AUTH_PATH;
  if (!isAuth && request.path !== CALLBACK_PATH) return plain(response, 404, "Not found.");
  if (request.method !== "GET") {
    response.set({ Allow: "GET" });
    return plain(response, 405, "Only GET is served here.");
  }
  const cmsOrigin = originOf(settings.cmsOrigin);
  if (!cmsOrigin || !settings.clientId) {
    // Fails closed: no admin origin to answer, or no GitHub App.
    return plain(response, 503, "The CMS sign-in is not configured (docs/editing.md).");
  }
  // A navigation sends no Origin; a script on any other page that calls this does, the site's
  // own pages included: only the admin's origin is answered.
  if (!originAllowed(request.headers.origin, [cmsOrigin])) {
    return plain(response, 403, "This sign-in answers the CMS's own pages only.");
  }
  const app = {
    baseUrl: settings.githubBaseUrl,
    clientId: settings.clientId,
    redirectUri: `${cmsOrigin}${CALLBACK_PATH}`,
  };

  if (isAuth) {
    // A GitHub App takes no scope: the `scope` Decap puts in the query is ignored.
    const state = newState();
    response
      .status(302)
      .set({
        ...NOT_CACHED,
        "Set-Cookie": stateCookie(state),
        Location: authorizeUrl(app, state),
      })
      .send("");
    return;
  }

  const page = (status: number, message: string, note: string) => {
    response
      .status(status)
      .set({ ...POPUP_HEADERS, "Set-Cookie": clearedStateCookie() })
      .send(popupPage(cmsOrigin, message, note));
  };
  const failed = (status: number, reason: string) =>
    page(status, errorMessage(reason), `${reason} You can close this window.`);

  const { state, code, error, error_description: description } = request.query;
  if (!matchesAKeptState(state, statesFromCookies(request.headers.cookie))) {
    return failed(400, "This sign-in could not be checked (its state did not match). Try again.");
  }
  if (typeof error === "string") {
    const reason = typeof description === "string" ? description : error;
    return failed(403, `GitHub did not sign you in (${reason}).`);
  }
  if (typeof code !== "string" || !code) {
    return failed(400, "GitHub sent no code. Try signing in again.");
  }
  const exchange = await exchangeCode(app, settings.clientSecret(), code, settings.fetch);
  if ("error" in exchange) return failed(502, exchange.error);
  page(200, successMessage(exchange.token), "Signed in. This window closes by itself.");
}
