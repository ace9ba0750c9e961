import { createServer, type IncomingMessage } from "node:http";

/**
 * A stand-in for GitHub's REST API, as far as the directory's rebuild request goes (an App
 * installation's token, then a repository dispatch), on a fixed port that the functions'
 * emulator is told about (GITHUB_API_URL) as it starts. It keeps each request it gets.
 */
export const GITHUB_API_STAND_IN_PORT = 5402;
export const GITHUB_API_STAND_IN_URL = `http://127.0.0.1:${GITHUB_API_STAND_IN_PORT}`;
export const STAND_IN_INSTALLATION_TOKEN = "ghs_standInInstallation123";
/** The App the functions' emulator is configured with for the tests. */
export const TEST_REBUILD_APP = {
  appId: "424242",
  installationId: "9001",
  repository: "gigloom/web",
};

export type ApiRequest = { path: string; authorization?: string; body: Record<string, unknown> };

const read = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

export async function startGithubApiStandIn() {
  const requests: ApiRequest[] = [];
  const server = createServer((request, response) => {
    void read(request).then((text) => {
      const path = request.url ?? "";
      requests.push({
        path,
        authorization: request.headers.authorization,
        body: JSON.parse(text || "{}") as Record<string, unknown>,
      });
      if (request.method === "POST" && /^\/app\/installations\/\d+\/access_tokens$/.test(path)) {
        response.writeHead(201, { "content-type": "application/json" });
        response.end(JSON.stringify({ token: STAND_IN_INSTALLATION_TOKEN, expires_at: "" }));
      } else if (request.method === "POST" && /^\/repos\/[^/]+\/[^/]+\/dispatches$/.test(path)) {
        response.writeHead(204).end();
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(GITHUB_API_STAND_IN_PORT, "127.0.0.1", resolve),
  );
  return { requests, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
