import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  removeUnrequestedPayloads,
  UNREQUESTED_PAYLOAD,
} from "../../scripts/build/unrequested-payloads.mjs";

describe("removeUnrequestedPayloads", () => {
  it("removes each page's second copy of its payload, at any depth, and nothing the router fetches", () => {
    const out = mkdtempSync(join(tmpdir(), "unrequested-"));
    const kept = [
      "index.txt",
      "blog.txt",
      "blog/a-post.txt",
      "blog/a-post/__next._tree.txt",
      "blog/a-post/__next.!KGVuKQ.txt",
      "blog/a-post/__next.!KGVuKQ.blog.$d$slug.__PAGE__.txt",
      "blog/a-post.html",
    ];
    const removed = [
      UNREQUESTED_PAYLOAD,
      `blog/${UNREQUESTED_PAYLOAD}`,
      `blog/a-post/${UNREQUESTED_PAYLOAD}`,
    ];
    for (const file of [...kept, ...removed]) {
      mkdirSync(join(out, file, ".."), { recursive: true });
      writeFileSync(join(out, file), "0:payload");
    }
    expect(removeUnrequestedPayloads(out)).toEqual({ files: 3, bytes: 3 * "0:payload".length });
    for (const file of kept) expect(existsSync(join(out, file)), file).toBe(true);
    for (const file of removed) expect(existsSync(join(out, file)), file).toBe(false);
  });
});
