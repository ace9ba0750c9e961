import { createSign } from "node:crypto";

/**
 * The site's rebuild, asked of GitHub when a creator's page must go (an un-listing, a deleted
 * profile, a new name): a `repository_dispatch` of this type to the site's repository, which
 * .github/workflows/directory-deploy.yml answers by rebuilding the site from production's
 * `directory` and deploying it (docs/directory.md, "In production").
 */
export const REBUILD_EVENT = "directory-changed";

/** The GitHub App the function asks as, installed on the site's repository alone. */
export type RebuildSettings = {
  /** GitHub's REST API; only the tests point it at a stand-in. */
  apiUrl: string;
  appId: string;
  installationId: string;
  /** owner/name */
  repository: string;
  /** The App's private key (PEM). */
  privateKey: string;
};

/** The App's own token, a JWT good for 9 minutes (GitHub takes 10 at most; clocks drift). */
export function appJwt(appId: string, privateKey: string, now = Date.now()) {
  const seconds = Math.floor(now / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const unsigned = `${part({ alg: "RS256", typ: "JWT" })}.${part({ iat: seconds - 60, exp: seconds + 540, iss: appId })}`;
  const signature = createSign("RSA-SHA256").update(unsigned).sign(privateKey, "base64url");
  return `${unsigned}.${signature}`;
}

/**
 * Asks for the rebuild: an installation token narrowed to the site's repository and to the one
 * permission a dispatch takes (contents: write), then the dispatch. The event says what kind of
 * change it was, never whose: the workflow's log is read by everyone with access to the repository.
 */
export async function requestSiteRebuild(settings: RebuildSettings, change: "removed") {
  const post = (path: string, token: string, body: object) =>
    fetch(`${settings.apiUrl}${path}`, {
      method: "POST",
      headers: {
        accept: "application/vnd.github+json",
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        "x-github-api-version": "2022-11-28",
      },
      body: JSON.stringify(body),
    });
  const name = settings.repository.split("/")[1];
  const granted = await post(
    `/app/installations/${settings.installationId}/access_tokens`,
    appJwt(settings.appId, settings.privateKey),
    { repositories: [name], permissions: { contents: "write" } },
  );
  if (!granted.ok) throw new Error(`GitHub gave no installation token: ${granted.status}`);
  const { token } = (await granted.json()) as { token: string };
  const dispatched = await post(`/repos/${settings.repository}/dispatches`, token, {
    event_type: REBUILD_EVENT,
    client_payload: { change },
  });
  if (!dispatched.ok) throw new Error(`GitHub took no dispatch: ${dispatched.status}`);
}
