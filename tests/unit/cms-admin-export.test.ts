import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN_DIR, copyAdminBundle } from "../../scripts/lib/cms-admin.mjs";
import { exportedPages } from "../../scripts/lib/html-files.mjs";

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

function fakeExport() {
  dir = mkdtempSync(join(tmpdir(), "cms-export-"));
  mkdirSync(join(dir, ADMIN_DIR));
  mkdirSync(join(dir, "blog"));
  writeFileSync(join(dir, "index.html"), "<!doctype html>");
  writeFileSync(join(dir, "blog/post.html"), "<!doctype html>");
  writeFileSync(join(dir, ADMIN_DIR, "index.html"), "<!doctype html>");
  return dir;
}

describe("the CMS admin in the export", () => {
  it("is left alone by the steps that process site pages", () => {
    const out = fakeExport();
    expect(exportedPages(out).map((file: string) => file.slice(out.length + 1))).toEqual([
      "blog/post.html",
      "index.html",
    ]);
  });

  it("gets Decap's bundle, its chunks and nothing else from node_modules", () => {
    const out = fakeExport();
    const copied = copyAdminBundle(out);
    const files = readdirSync(join(out, ADMIN_DIR));
    expect(files).toContain("decap-cms.js");
    expect(files.filter((name) => /^\d+\.decap-cms\.js$/.test(name)).length).toBeGreaterThan(10);
    expect(files.filter((name) => name.endsWith(".map") || /\.cms\.js$|^cms\./.test(name))).toEqual(
      [],
    );
    expect(copied).toBe(files.length - 1);
  });

  it("fails when next build wrote no admin page", () => {
    const out = fakeExport();
    rmSync(join(out, ADMIN_DIR, "index.html"));
    expect(() => copyAdminBundle(out)).toThrow(/admin's route handler did not run/);
  });
});
