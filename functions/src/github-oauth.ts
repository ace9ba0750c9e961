/**
 * GitHub's web flow for the CMS's sign-in, through a GitHub App (docs/editing.md): the
 * authorize URL the editor is sent to, and the exchange of the code it returns for a
 * user-to-server token. The base URL is github.com in production and a stand-in in the tests
 * (CMS_GITHUB_BASE_URL).
 *
 * A GitHub App's token reaches only the repositories the app is installed on, with only the
 * permissions the app was given, and no more than the editor's own; it takes no `scope`. With
 * "Expire user authorization tokens" on (GitHub's default for new apps), it expires after
 * `expires_in` seconds (8 hours). An OAuth app's token, or a GitHub App's with expiry turned
 * off, comes with no `expires_in` and lasts until revoked: the exchange refuses it.
 */

export type GithubApp = {
  /** https://github.com, without a trailing slash. */
  baseUrl: string;
  clientId: string;
  /** `<CMS origin>/cms-auth/callback`, the GitHub App's callback URL. */
  redirectUri: string;
};

/** Where the sign-in sends the editor: GitHub's consent page for this app. */
export function authorizeUrl(app: GithubApp, state: string): string {
  const url = new URL("/login/oauth/authorize", app.baseUrl);
  url.search = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: app.redirectUri,
    state,
    allow_signup: "false",
  }).toString();
  return url.toString();
}

/** Only the access token leaves the exchange: the refresh token is dropped, never kept. */
export type Exchange = { token: string; expiresInSeconds: number } | { error: string };

/** How long GitHub may take to answer before the sign-in gives up. */
const EXCHANGE_TIMEOUT_MS = 10_000;

/** What the editor reads, and passes on, when the app hands out tokens that never expire. */
export const NON_EXPIRING_TOKEN_ERROR =
  "GitHub gave a token that never expires, which the CMS refuses. For the site's operator: " +
  "the CMS must sign in through a GitHub App with “Expire user authorization tokens” turned on " +
  "(not an OAuth app); see docs/editing.md.";

/**
 * Trades the code GitHub returned for an access token. GitHub answers an error with status
 * 200 and an `error` field, so both that and a failed request become `{ error }`: a sentence
 * for the editor, naming no secret. A token without a positive `expires_in` is refused.
 */
export async function exchangeCode(
  app: GithubApp,
  clientSecret: string,
  code: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Exchange> {
  let response: Response;
  try {
    response = await fetchImpl(new URL("/login/oauth/access_token", app.baseUrl), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: app.clientId,
        client_secret: clientSecret,
        code,
        redirect_uri: app.redirectUri,
      }),
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
    });
  } catch {
    return { error: "GitHub could not be reached. Try signing in again." };
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok && typeof body.access_token === "string" && body.access_token) {
    const expiresIn = body.expires_in;
    if (typeof expiresIn !== "number" || !Number.isFinite(expiresIn) || expiresIn <= 0) {
      return { error: NON_EXPIRING_TOKEN_ERROR };
    }
    return { token: body.access_token, expiresInSeconds: expiresIn };
  }
  const reason = typeof body.error_description === "string" ? body.error_description : undefined;
  const kind = typeof body.error === "string" ? body.error : `status ${response.status}`;
  return { error: `GitHub refused the sign-in (${reason ?? kind}).` };
}
