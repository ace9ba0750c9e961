import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkedTypes, typeInputsDigest } from "../../scripts/local/checked-types.mjs";
import { TYPES_CHECKED_ENV } from "@/config/types-checked.mjs";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function project(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), "checked-types-"));
  for (const [path, text] of Object.entries(files)) write(path, text);
  return dir;
}

function write(path: string, text: string) {
  const file = join(dir!, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

describe("npm start's rebuilds and the type check", () => {
  const files = {
    "src/app/page.tsx": "export default function Page() {}",
    "messages/en.json": '{ "title": "Hi" }',
    "tsconfig.json": "{}",
    "content/blog/post.md": "---\ntitle: One\n---\nText",
    "public/logo.svg": "<svg/>",
  };

  it("keeps the digest when only content or public files change, and changes it with code, messages or config", () => {
    const root = project(files);
    const before = typeInputsDigest(root);
    write("content/blog/post.md", "---\ntitle: One, edited\n---\nText");
    write("content/blog/new.md", "---\ntitle: Two\n---\nText");
    write("public/logo.svg", "<svg></svg>");
    expect(typeInputsDigest(root)).toBe(before);
    for (const [path, text] of [
      ["src/app/page.tsx", "export default function Page() { return null }"],
      ["src/lib/new.ts", "export const x = 1;"],
      ["messages/en.json", '{ "title": "Hello" }'],
      ["tsconfig.json", '{ "compilerOptions": {} }'],
    ] as const) {
      const last = typeInputsDigest(root);
      write(path, text);
      expect(typeInputsDigest(root), path).not.toBe(last);
    }
  });

  it("skips the check only for the very inputs a build of the run checked", () => {
    const types = checkedTypes();
    const root = project(files);
    const digest = typeInputsDigest(root);
    expect(types.envFor(digest)).toEqual({});
    types.passed(digest);
    expect(types.envFor(digest)).toEqual(TYPES_CHECKED_ENV);
    write("src/app/page.tsx", "export default function Page(): number { return 'not a number' }");
    expect(types.envFor(typeInputsDigest(root))).toEqual({});
  });
});
