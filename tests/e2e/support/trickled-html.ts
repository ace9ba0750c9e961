import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** How many pieces a page's HTML arrives in, and the pause after each. */
const PIECES = 16;
const PAUSE_MS = 120;

/**
 * `html` cut into about `PIECES` pieces, each ending just after a tag, so a browser that paints
 * while it waits for the rest shows every stage of a page still arriving, from part of the
 * header to part of a card grid.
 */
function htmlPieces(html: string): string[] {
  const size = Math.ceil(html.length / PIECES);
  const result: string[] = [];
  let start = 0;
  while (start < html.length) {
    const tagEnd = html.indexOf(">", start + size);
    const end = tagEnd === -1 ? html.length : tagEnd + 1;
    result.push(html.slice(start, end));
    start = end;
  }
  return result;
}

/**
 * A proxy in front of the site on 127.0.0.1 that sends each page's HTML in pieces, pausing
 * after each, as a slow network does; everything else passes through whole. Close it after use.
 */
export async function serveTrickled(siteUrl: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    try {
      const upstream = await fetch(new URL(request.url ?? "/", siteUrl), {
        headers: { cookie: request.headers.cookie ?? "" },
      });
      const type = upstream.headers.get("content-type") ?? "";
      response.writeHead(upstream.status, { "content-type": type });
      if (!type.startsWith("text/html")) {
        response.end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      for (const piece of htmlPieces(await upstream.text())) {
        // The page may have been closed mid-way: stop writing to it.
        if (response.destroyed) return;
        response.write(piece);
        await sleep(PAUSE_MS);
      }
      response.end();
    } catch (error) {
      if (!response.headersSent) response.writeHead(502);
      response.end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}
