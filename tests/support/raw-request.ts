import { request } from "node:http";

/** What a server answered: its status and its body. */
export type RawAnswer = { status: number; text: string };

/**
 * A GET of `path` exactly as written (fetch and URL would resolve its dot segments and
 * re-encode it first, as a browser does; a page's fetch to loopback or curl need not), to
 * 127.0.0.1:`port`, with the headers given (a Host of 127.0.0.1:`port` unless told otherwise).
 */
export function rawGet(
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(
      {
        host: "127.0.0.1",
        port,
        path,
        headers: { host: `127.0.0.1:${port}`, ...headers },
        agent: false,
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, text }));
      },
    );
    call.on("error", reject);
    call.end();
  });
}
