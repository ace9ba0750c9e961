import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The deployed function's CORS, through the real middleware of firebase-functions. The Functions
 * emulator opens CORS to every origin for debugging, so the end-to-end tests cannot see this.
 */
const SITE = "https://gigloom.example";
let server: Server;
let url: string;

beforeAll(async () => {
  process.env.CONTACT_SITE_ORIGINS = `${SITE},https://gigloom-prod.web.app`;
  const { submitContactRequest } = await import("../src/index");
  server = createServer((request, response) => {
    void submitContactRequest(request as never, response as never);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const preflight = (origin: string) =>
  fetch(url, {
    method: "OPTIONS",
    headers: {
      Origin: origin,
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type",
    },
  });

describe("who may call the contact function from a browser", () => {
  it("the site's own origins get a preflight that lets them post", async () => {
    for (const origin of [SITE, "https://gigloom-prod.web.app"]) {
      const response = await preflight(origin);
      expect(response.headers.get("access-control-allow-origin")).toBe(origin);
      expect(response.headers.get("access-control-allow-methods")).toBe("POST");
    }
  });

  it("any other origin gets no Access-Control-Allow-Origin, so its pages cannot post", async () => {
    for (const origin of ["https://evil.example", "https://gigloom.example.evil.example", "null"]) {
      const response = await preflight(origin);
      expect(response.headers.get("access-control-allow-origin"), origin).toBeNull();
    }
  });
});
