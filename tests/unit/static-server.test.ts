import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fileFor } from "../../scripts/shared/static-server.mjs";

const dir = mkdtempSync(join(tmpdir(), "static-"));
for (const file of ["index.html", "pricing.html", "blog/index.html", "_next/static/a.js"]) {
  mkdirSync(join(dir, file, ".."), { recursive: true });
  writeFileSync(join(dir, file), file);
}

describe("the static server's file for a path", () => {
  it("serves clean URLs as Firebase Hosting does", () => {
    expect(fileFor(dir, "/")).toBe(join(dir, "index.html"));
    expect(fileFor(dir, "/pricing")).toBe(join(dir, "pricing.html"));
    expect(fileFor(dir, "/blog")).toBe(join(dir, "blog/index.html"));
    expect(fileFor(dir, "/_next/static/a.js")).toBe(join(dir, "_next/static/a.js"));
  });

  it("finds nothing for a missing page, a folder, or a path outside the export", () => {
    expect(fileFor(dir, "/missing")).toBeUndefined();
    expect(fileFor(dir, "/_next")).toBeUndefined();
    expect(fileFor(dir, "/../../etc/passwd")).toBeUndefined();
    expect(fileFor(dir, "/../out-cms/index.html")).toBeUndefined();
  });
});
