import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readRequestPath } from "../../scripts/shared/request-path.mjs";
import { isInside, isReallyInside } from "@/lib/files/inside-folder.mjs";

describe("a request's path, as every local server reads it", () => {
  it("is the decoded path, its dot segments resolved as a URL's are", () => {
    expect(readRequestPath("/blog/caf%C3%A9?q=1")?.path).toBe("/blog/café");
    expect(readRequestPath("/a/./b/../c")?.path).toBe("/a/c");
    expect(readRequestPath("/%2e%2e/out-cms/")?.path).toBe("/out-cms/");
    expect(readRequestPath("/signup?utm_source=x")?.url.searchParams.get("utm_source")).toBe("x");
  });

  it("is nothing for a malformed one: a bad escape, a NUL, an escaped `..`, no URL at all", () => {
    for (const target of ["/%E0", "/%", "/%C0%AF", "/a%00b", "/..%2fout-cms/", "/..%5cx", "//"]) {
      expect(readRequestPath(target), target).toBeUndefined();
    }
  });
});

const dir = mkdtempSync(join(tmpdir(), "inside-folder-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("whether a path stays inside a folder", () => {
  it("compares whole segments: out-cms is not inside out", () => {
    expect(isInside("/x/out", "/x/out/index.html")).toBe(true);
    expect(isInside("/x/out", "/x/out-cms/index.html")).toBe(false);
    expect(isInside("/x/out", "/x/out")).toBe(false);
    expect(isInside("/x/out", "/x")).toBe(false);
    expect(isInside("/x/out", "/x/out/..cms")).toBe(true);
  });

  it("follows links: one that leads out of the folder, or nowhere, is not inside", () => {
    mkdirSync(join(dir, "content"));
    writeFileSync(join(dir, "content/post.md"), "");
    writeFileSync(join(dir, "package.json"), "{}");
    symlinkSync("post.md", join(dir, "content/alias.md"));
    symlinkSync("../package.json", join(dir, "content/package.md"));
    symlinkSync("missing.md", join(dir, "content/dangling.md"));
    const inContent = (name: string) => isReallyInside(join(dir, "content"), join(dir, name));
    expect(inContent("content/post.md")).toBe(true);
    expect(inContent("content/alias.md")).toBe(true);
    expect(inContent("content/package.md")).toBe(false);
    expect(inContent("content/dangling.md")).toBe(false);
  });
});
