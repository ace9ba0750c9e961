import { lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from "node:fs";
import { symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { copyForBuild } from "../../scripts/build/build-copy.mjs";
import { BUILD_INPUTS } from "../../scripts/shared/project.mjs";
import { IMAGE_CACHE_DIR } from "@/lib/images/generated-files.mjs";

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "gigloom-build-copy-"));
  for (const entry of BUILD_INPUTS) {
    if (entry.includes(".")) writeFileSync(join(root, entry), `// ${entry}\n`);
    else {
      mkdirSync(join(root, entry));
      writeFileSync(join(root, entry, "file.txt"), `${entry} of the project\n`);
    }
  }
  mkdirSync(join(root, "node_modules/next"), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("copies the build's inputs, and links only the image cache, so packages resolve from above", () => {
  const copy = join(root, "tmp/build");
  copyForBuild(root, copy);
  for (const entry of BUILD_INPUTS) {
    const file = entry.includes(".") ? join(copy, entry) : join(copy, entry, "file.txt");
    expect(lstatSync(file).isFile(), entry).toBe(true);
  }
  expect(lstatSync(join(copy, "node_modules")).isSymbolicLink()).toBe(false);
  expect(readlinkSync(join(copy, IMAGE_CACHE_DIR))).toBe(join(root, IMAGE_CACHE_DIR));
});

it("lays the extra content given over the project's, and replaces an earlier copy's files", () => {
  const copy = join(root, "tmp/build");
  copyForBuild(root, copy);
  writeFileSync(join(copy, "src/stale.txt"), "left from the last copy\n");
  const extra = join(root, "tmp/extra-content");
  mkdirSync(join(extra, "blog"), { recursive: true });
  writeFileSync(join(extra, "blog/post.md"), "an added post\n");

  copyForBuild(root, copy, { extraContent: extra });
  expect(readFileSync(join(copy, "content/blog/post.md"), "utf8")).toBe("an added post\n");
  expect(readFileSync(join(copy, "content/file.txt"), "utf8")).toBe("content of the project\n");
  expect(() => lstatSync(join(copy, "src/stale.txt"))).toThrow();
});

it("removes an older copy's link to node_modules, never the packages it pointed to", () => {
  const copy = join(root, "tmp/build");
  mkdirSync(copy, { recursive: true });
  symlinkSync(join(root, "node_modules"), join(copy, "node_modules"), "dir");
  copyForBuild(root, copy);
  expect(lstatSync(join(copy, "node_modules")).isSymbolicLink()).toBe(false);
  expect(lstatSync(join(root, "node_modules/next")).isDirectory()).toBe(true);
});

it("refuses a copy outside the project, where the packages would not be found", () => {
  expect(() => copyForBuild(root, join(tmpdir(), "elsewhere"))).toThrow(/inside the project/);
  expect(() => copyForBuild(root, root)).toThrow(/inside the project/);
});
