import { request } from "node:http";

/** What the local CMS backend answered. */
export type Answer = { status: number; headers: Record<string, unknown>; text: string };

/**
 * A request to the backend on 127.0.0.1:`port` as any page or program could send it: its Host
 * and Origin are the caller's to choose (fetch would set the Host itself). `origin: null`
 * sends none.
 */
export function send(
  port: number,
  body: unknown,
  { host = `127.0.0.1:${port}`, origin = null as string | null, method = "POST" } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { host, "content-type": "application/json" };
  if (origin) headers.origin = origin;
  return new Promise((resolve, reject) => {
    const call = request(
      { host: "127.0.0.1", port, path: "/api/v1", method, headers, agent: false },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode!, headers: response.headers, text }),
        );
      },
    );
    call.on("error", reject);
    call.end(method === "POST" ? JSON.stringify(body) : undefined);
  });
}

// Bodies as Decap's admin sends them in local mode, valid for decap-server's own schema.
export const branch = "main";
export const options = { commitMessage: "Update", useWorkflow: false, status: "draft" };
export const base64 = (text: string) => Buffer.from(text).toString("base64");
export const getEntry = (path: string) => ({ action: "getEntry", params: { branch, path } });
export const persistEntry = (path: string, raw: string) => ({
  action: "persistEntry",
  params: { branch, dataFiles: [{ slug: "x", path, raw }], assets: [], options },
});
export const persistMedia = (path: string, text: string) => ({
  action: "persistMedia",
  params: { branch, asset: { path, content: base64(text), encoding: "base64" }, options },
});
