/**
 * GitHub's OAuth web flow for the CMS's sign-in: the authorize URL the editor is sent to, and
 * the exchange of the code it returns for a token. The base URL is github.com in production
 * and a stand-in in the tests (CMS_GITHUB_BASE_URL).
 */

/** The scopes Decap's GitHub backend can work with: `repo`, or `public_repo` for a public one. */
export const GITHUB_SCOPES = ["repo", "public_repo"] as const;
export type GithubScope = (typeof GITHUB_SCOPES)[number];

export type OAuthApp = {
  /** https://github.com, without a trailing slash. */
  baseUrl: string;
  clientId: string;
  /** `<site origin>/cms-auth/callback`, the OAuth app's callback URL. */
  redirectUri: string;
};

/** Where the sign-in sends the editor: GitHub's consent page for this app and scope. */
export function authorizeUrl(app: OAuthApp, scope: GithubScope, state: string): string {
  const url = new URL("/login/oauth/authorize", app.baseUrl);
  url.search = new URLSearchParams({
    client_id: app.clientId,
    redirect_uri: app.redirectUri,
    scope,
    state,
    allow_signup: "false",
  }).toString();
  return url.toString();
}

export type Exchange = { token: string } | { error: string };

/** How long GitHub may take to answer before the sign-in gives up. */
const EXCHANGE_TIMEOUT_MS = 10_000;

/**
 * Trades the code GitHub returned for an access token. GitHub answers an error with status
 * 200 and an `error` field, so both that and a failed request become `{ error }`: a sentence
 * for the editor, naming no secret.
 */
export async function exchangeCode(
  app: OAuthApp,
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
    return { token: body.access_token };
  }
  const reason = typeof body.error_description === "string" ? body.error_description : undefined;
  const kind = typeof body.error === "string" ? body.error : `status ${response.status}`;
  return { error: `GitHub refused the sign-in (${reason ?? kind}).` };
}
