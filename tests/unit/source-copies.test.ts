import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MEDIA_DIR, removeSourceCopies } from "../../scripts/build/source-copies.mjs";

describe("removeSourceCopies", () => {
  it("removes the TypeScript sources the bundler copied, and none of the files pages load", () => {
    const out = mkdtempSync(join(tmpdir(), "source-copies-"));
    mkdirSync(join(out, MEDIA_DIR), { recursive: true });
    const removed = ["auth-worker.40s1zwgdx_gy5.ts", "a.1x.tsx", "b.2y.mts"];
    const kept = [
      "inter_latin_var-s.p.3sv52s_2jhjw3.woff2",
      "icon.0awb1o-ht_778.svg",
      "data.ts.json",
    ];
    for (const name of [...removed, ...kept]) writeFileSync(join(out, MEDIA_DIR, name), "x");
    expect(removeSourceCopies(out).sort()).toEqual([...removed].sort());
    for (const name of kept) expect(existsSync(join(out, MEDIA_DIR, name)), name).toBe(true);
    for (const name of removed) expect(existsSync(join(out, MEDIA_DIR, name)), name).toBe(false);
  });

  it("leaves an export without media as it is", () => {
    expect(removeSourceCopies(mkdtempSync(join(tmpdir(), "source-copies-")))).toEqual([]);
  });
});
