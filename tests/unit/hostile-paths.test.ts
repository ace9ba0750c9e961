import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCmsBackend } from "../../scripts/local/cms-backend.mjs";
import { guardHosting } from "../../scripts/local/hosting-guard.mjs";
import { serveCms } from "../../scripts/local/cms-server.mjs";
import { startStandInApp } from "../../scripts/local/stand-in-app/server.mjs";
import { serveStatic } from "../../scripts/shared/static-server.mjs";
import { rawGet } from "../support/raw-request";

/**
 * Every server `npm start` and the tests run, started here on free ports, each sent a few
 * hundred hostile paths as a page can send them to loopback, and then asked for a real page.
 * Their root is a folder named `out`, beside a folder `out-cms` that holds a secret: a path
 * check by string prefix would serve it for /..%2fout-cms/secret.txt.
 */
const SECRET = "secret-beside-the-root";
const ADMIN = "http://cms.gigloom.localhost:5010";
const parent = mkdtempSync(join(tmpdir(), "hostile-paths-"));
const root = join(parent, "out");
for (const [file, text] of Object.entries({
  "out/index.html": "<!doctype html><title>real page</title>",
  "out-cms/secret.txt": SECRET,
  "uploads/cover.jpg": "jpeg",
  "repo/content/blog/hello.md": "---\ntitle: Hello\n---\nHi.\n",
})) {
  mkdirSync(join(parent, file, ".."), { recursive: true });
  writeFileSync(join(parent, file), text);
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;
/** A port free now, for a server that takes its port and does not hand back its address. */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
  const port = portOf(probe);
  await new Promise((done) => probe.close(done));
  return port;
}

type Target = { name: string; port: number; headers: Record<string, string>; realPage: string };
const targets: Target[] = [];
const servers: Server[] = [];
let stopStandIn = () => {};

beforeAll(async () => {
  // The Functions emulator's cmsAuth, for the admin's /cms-auth/**.
  const fn = createServer((_request, response) => response.end("sign-in"));
  await new Promise<void>((done) => fn.listen(0, "127.0.0.1", done));
  const site = await serveStatic(root);
  const cms = await serveCms({
    dir: root,
    uploadsDir: join(parent, "uploads"),
    functionUrl: `http://127.0.0.1:${portOf(fn)}/demo/us-central1/cmsAuth`,
    rules: [],
    port: 0,
  });
  const backend = await startCmsBackend({
    repoDir: join(parent, "repo"),
    origins: [ADMIN],
    port: 0,
  });
  const standInPort = await freePort();
  stopStandIn = await startStandInApp({
    port: standInPort,
    siteUrl: "http://gigloom.localhost:5000",
    appUrl: "http://app.gigloom.localhost:5050",
    cookieDomain: "gigloom.localhost",
  });
  // The site's address under `npm start`: the guard, here in front of the static export where
  // the Hosting emulator stands (tests/e2e/security.spec.ts sends it the emulator's own killer).
  const guard = await guardHosting(await freePort(), portOf(site));
  servers.push(fn, site, guard, cms, backend.server);
  targets.push(
    { name: "static export", port: portOf(site), headers: {}, realPage: "/" },
    { name: "Hosting's guard", port: portOf(guard), headers: {}, realPage: "/" },
    { name: "admin's origin", port: portOf(cms), headers: {}, realPage: "/uploads/cover.jpg" },
    { name: "stand-in app", port: standInPort, headers: {}, realPage: "/signup" },
    // Past the backend's Host and Origin checks, as from the admin's own page.
    {
      name: "CMS backend",
      port: Number(new URL(backend.url).port),
      headers: { origin: ADMIN },
      realPage: "/api/v1",
    },
  );
}, 60_000);
afterAll(async () => {
  stopStandIn();
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  rmSync(parent, { recursive: true, force: true });
});

/** One segment of a hostile path: escapes, dot segments, NUL, names that share a prefix. */
const segment = fc.oneof(
  fc.constantFrom("..", ".", "%2e%2e", "%2E.", ".%2e", "..%2f", "..%5c", "..\\", "%00", "a%00b"),
  fc.constantFrom("%E0", "%", "%zz", "%C0%AF", "%ED%A0%80", "%FF", "%%32%65"),
  fc.constantFrom("out-cms", "secret.txt", "uploads", "cms-auth", "index.html", "api", "v1"),
  fc.string({ unit: fc.constantFrom(..."%./\\aZ09EefF"), maxLength: 16 }),
);
/** Separators as written, escaped, doubled and mixed. */
const separator = fc.constantFrom("/", "\\", "%2f", "%2F", "%5c", "//", "/./");
const hostilePath = fc.oneof(
  fc
    .array(fc.tuple(separator, segment), { minLength: 1, maxLength: 8 })
    .map((parts) => `/${parts.map(([sep, part]) => `${part}${sep}`).join("")}`),
  // Over-long, under Node's 16 KiB limit on a request's head.
  fc.integer({ min: 256, max: 12_000 }).map((length) => `/${"a".repeat(length)}`),
  fc.integer({ min: 64, max: 3_000 }).map((count) => `/${"../".repeat(count)}etc/hostname`),
  // Not a path at all to a URL parser (the authority of a network-path reference).
  fc.constantFrom("//", "//a:b@", "//[", "//%E0", "///"),
);

/** Malformed, whichever server is asked: answered 400. */
const MALFORMED = ["/%E0", "/..%2fout-cms/secret.txt", "/..%5cout-cms/secret.txt", "/a%00b"];

describe("every local server, sent hostile paths", () => {
  it("answers a malformed path with 400", async () => {
    for (const { name, port, headers } of targets) {
      for (const path of MALFORMED) {
        expect((await rawGet(port, path, headers)).status, `${name} ${path}`).toBe(400);
      }
    }
  });

  it("never fails, never serves what is beside its root, and still serves a real page", async () => {
    for (const { name, port, headers, realPage } of targets) {
      await fc.assert(
        fc.asyncProperty(hostilePath, async (path) => {
          const { status, text } = await rawGet(port, path, headers);
          expect(status, `${name} ${path}`).toBeLessThan(500);
          expect(text).not.toContain(SECRET);
        }),
        { numRuns: 300 },
      );
      const page =
        name === "CMS backend"
          ? await fetch(`http://127.0.0.1:${port}${realPage}`, {
              method: "POST",
              headers: { origin: ADMIN, "content-type": "application/json" },
              body: JSON.stringify({ action: "info" }),
            })
          : await fetch(`http://127.0.0.1:${port}${realPage}`);
      expect(page.status, name).toBe(200);
    }
  }, 120_000);
});
