import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { watchContent } from "../../scripts/local/content-rebuild.mjs";

let root: string | undefined;
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe("npm start's content watcher", () => {
  // Each wait for a debounced rebuild gets up to 5 s on a busy machine; the test, its four.
  const WAIT = { timeout: 5000 };
  const FOUR_WAITS = { timeout: 4 * WAIT.timeout };
  it(
    "rebuilds once per burst of saves, also after an editor replaced the file",
    FOUR_WAITS,
    async () => {
      root = `${mkdtempSync(join(tmpdir(), "content-watch-"))}/`;
      const file = join(root, "content/blog/post.md");
      mkdirSync(join(root, "content/blog"), { recursive: true });
      writeFileSync(file, "one");
      let builds = 0;
      stop = watchContent(root, () => {
        builds += 1;
      });
      // Saved by replacing the file (a new inode, as `sed -i` and many editors do) …
      writeFileSync(`${file}.tmp`, "two");
      renameSync(`${file}.tmp`, file);
      writeFileSync(file, "two, again");
      await vi.waitFor(() => expect(builds).toBe(1), WAIT);
      // … then written in place: still seen.
      writeFileSync(file, "three");
      await vi.waitFor(() => expect(builds).toBe(2), WAIT);
      // A new folder (a new collection) is watched too.
      mkdirSync(join(root, "content/faq"));
      await vi.waitFor(() => expect(builds).toBe(3), WAIT);
      writeFileSync(join(root, "content/faq/brands.yml"), "questions: []");
      await vi.waitFor(() => expect(builds).toBe(4), WAIT);
    },
  );
});
