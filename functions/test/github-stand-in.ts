import { createServer, type IncomingMessage } from "node:http";

/**
 * A stand-in for github.com's OAuth token endpoint, on a fixed port that the functions'
 * emulator is told about (CMS_GITHUB_BASE_URL) as it starts. It keeps each request it gets.
 */
export const GITHUB_STAND_IN_PORT = 5401;
export const GITHUB_STAND_IN_URL = `http://127.0.0.1:${GITHUB_STAND_IN_PORT}`;
/** The code the stand-in takes, and the token it gives for it. */
export const GOOD_CODE = "good-code";
export const STAND_IN_TOKEN = "gho_standInToken123";

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
      const good = body.code === GOOD_CODE && body.client_secret === secret;
      response.end(
        JSON.stringify(
          good
            ? { access_token: STAND_IN_TOKEN, token_type: "bearer", scope: "repo" }
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
