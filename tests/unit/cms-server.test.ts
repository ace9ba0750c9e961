import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveCms } from "../../scripts/local/cms-server.mjs";
import { CMS_LOCAL_HOST } from "@/lib/cms/cms-facts.mjs";
import { rawGet } from "../support/raw-request";

/** The admin's origin under `npm start`: its export, live uploads, the sign-in passed on. */
const root = mkdtempSync(join(tmpdir(), "cms-server-"));
const exportDir = join(root, "out-cms");
const uploadsDir = join(root, "uploads");
const calls: { url?: string; headers: IncomingHttpHeaders }[] = [];
let fn: Server;
let cms: Server;
const url = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

beforeAll(async () => {
  mkdirSync(exportDir);
  mkdirSync(uploadsDir);
  writeFileSync(join(exportDir, "index.html"), "<!doctype html><title>admin</title>");
  writeFileSync(join(exportDir, "config.yml"), "backend: {}\n");
  writeFileSync(join(root, "secret.jpg"), "not to be served");
  // The Functions emulator's cmsAuth: it keeps what it is asked, and answers as the sign-in does.
  fn = createServer((request, response) => {
    calls.push({ url: request.url, headers: request.headers });
    response.writeHead(302, {
      Location: "https://github.com/login/oauth/authorize",
      "Set-Cookie": "__session=state; Path=/cms-auth; HttpOnly",
      "Cache-Control": "no-cache",
    });
    response.end();
  });
  await new Promise<void>((done) => fn.listen(0, "127.0.0.1", done));
  cms = await serveCms({
    dir: exportDir,
    uploadsDir,
    functionUrl: `${url(fn)}/demo/us-central1/cmsAuth`,
    rules: [
      { source: "**", headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }] },
      { source: "/cms-auth/**", headers: [{ key: "Cache-Control", value: "private, no-store" }] },
    ],
    port: 0,
  });
});
afterAll(() => {
  fn.close();
  cms.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the admin's local origin", () => {
  it("serves the admin's export with the CMS site's headers", async () => {
    const page = await fetch(`${url(cms)}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect((await fetch(`${url(cms)}/config.yml`)).headers.get("content-type")).toMatch(/yaml/);
    expect((await fetch(`${url(cms)}/missing`)).status).toBe(404);
  });

  it("serves an upload the moment the local backend writes it, and nothing else from there", async () => {
    expect((await fetch(`${url(cms)}/uploads/new-cover.jpg`)).status).toBe(404);
    writeFileSync(join(uploadsDir, "new-cover.jpg"), "jpeg bytes");
    writeFileSync(join(uploadsDir, "notes.txt"), "not an image");
    const upload = await fetch(`${url(cms)}/uploads/new-cover.jpg`);
    expect(upload.status).toBe(200);
    expect(upload.headers.get("content-type")).toBe("image/jpeg");
    expect(await upload.text()).toBe("jpeg bytes");
    for (const path of ["/uploads/notes.txt", "/uploads/%2E%2E/secret.jpg"]) {
      expect((await fetch(`${url(cms)}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${url(cms)}/uploads/..%2Fsecret.jpg`)).status).toBe(400);
  });

  it("serves no symbolic link that leads out of the uploads folder or the export", async () => {
    symlinkSync(join(root, "secret.jpg"), join(uploadsDir, "beside.jpg"));
    symlinkSync("/etc/hostname", join(uploadsDir, "hostname.jpg"));
    symlinkSync(join(root, "secret.jpg"), join(exportDir, "leak.html"));
    for (const path of ["/uploads/beside.jpg", "/uploads/hostname.jpg", "/leak.html", "/leak"]) {
      const answer = await fetch(`${url(cms)}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text()).not.toContain("not to be served");
    }
  });

  it("answers only requests addressed to its own name or address, as after no DNS rebinding", async () => {
    const port = (cms.address() as AddressInfo).port;
    for (const host of [`attacker.example:${port}`, `localhost:${port}`, CMS_LOCAL_HOST]) {
      const answer = await rawGet(port, "/", { host });
      expect(answer.status, host).toBe(403);
      expect(answer.text).not.toContain("<title>admin</title>");
    }
    for (const host of [`${CMS_LOCAL_HOST}:${port}`, `127.0.0.1:${port}`]) {
      expect((await rawGet(port, "/", { host })).status, host).toBe(200);
    }
  });

  it("passes /cms-auth/** to the function as Hosting does: its path, its Origin, only the __session cookie", async () => {
    calls.length = 0;
    const answer = await fetch(`${url(cms)}/cms-auth/auth?provider=github`, {
      headers: { Origin: "http://cms.example", Cookie: "a=1; __session=s3; b=2" },
      redirect: "manual",
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("/demo/us-central1/cmsAuth/cms-auth/auth?provider=github");
    expect(calls[0]!.headers.origin).toBe("http://cms.example");
    expect(calls[0]!.headers.cookie).toBe("__session=s3");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("https://github.com/login/oauth/authorize");
    expect(answer.headers.getSetCookie()).toEqual(["__session=state; Path=/cms-auth; HttpOnly"]);
    // firebase.json's rules are laid over the function's own headers.
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });
});
