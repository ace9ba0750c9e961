import { createServer, type IncomingMessage } from "node:http";

/**
 * A stand-in for github.com's OAuth token endpoint, on a fixed port that the functions'
 * emulator is told about (CMS_GITHUB_BASE_URL) as it starts. It keeps each request it gets.
 */
export const GITHUB_STAND_IN_PORT = 5401;
export const GITHUB_STAND_IN_URL = `http://127.0.0.1:${GITHUB_STAND_IN_PORT}`;
/**
 * The code the stand-in takes, and what it gives for it, as GitHub does for a GitHub App with
 * expiring user tokens: an access token that expires in 8 hours, and a refresh token.
 */
export const GOOD_CODE = "good-code";
export const STAND_IN_TOKEN = "ghu_standInToken123";
export const STAND_IN_REFRESH_TOKEN = "ghr_standInRefresh456";
/** A code for which it answers as for an OAuth app: a token that never expires. */
export const NON_EXPIRING_CODE = "oauth-app-code";
export const NON_EXPIRING_TOKEN = "gho_neverExpires789";

export type TokenRequest = { path: string; accept?: string; body: Record<string, unknown> };

const read = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

export async function startGithubStandIn(secret: string) {
  const requests: TokenRequest[] = [];
  const server = createServer((request, response) => {
    void read(request).then((text) => {
      const body = JSON.parse(text || "{}") as Record<string, unknown>;
      requests.push({ path: request.url ?? "", accept: request.headers.accept, body });
      response.setHeader("Content-Type", "application/json");
      // Like GitHub: status 200 whether or not the code was good.
      const known = body.client_secret === secret;
      response.end(
        JSON.stringify(
          known && body.code === GOOD_CODE
            ? {
                access_token: STAND_IN_TOKEN,
                expires_in: 28800,
                refresh_token: STAND_IN_REFRESH_TOKEN,
                refresh_token_expires_in: 15897600,
                token_type: "bearer",
                scope: "",
              }
            : known && body.code === NON_EXPIRING_CODE
              ? { access_token: NON_EXPIRING_TOKEN, token_type: "bearer", scope: "repo" }
              : {
                  error: "bad_verification_code",
                  error_description: "The code passed is incorrect or expired.",
                },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(GITHUB_STAND_IN_PORT, "127.0.0.1", resolve));
  return {
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
