import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "../..");
const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const doc = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");
/**
 * The architecture, up to the checklist for a new language, whose paths name the language's
 * files yet to be written (tests/unit/language-checklist.test.ts checks those).
 */
const architecture = doc.slice(0, doc.indexOf("## Adding a language"));

/** The folder tree at the top of the document: each entry's path, nesting by indentation. */
function treePaths(): string[] {
  const block = /```\n([\s\S]*?)```/.exec(architecture)![1]!;
  const stack: { indent: number; path: string }[] = [];
  const paths: string[] = [];
  for (const line of block.split("\n")) {
    const match = /^( *)(\S+)/.exec(line);
    // Continuation lines of a description start far to the right.
    if (!match || match[1]!.length >= 20) continue;
    const indent = match[1]!.length;
    const name = match[2]!;
    while (stack.length > 0 && stack.at(-1)!.indent >= indent) stack.pop();
    const path = `${stack.at(-1)?.path ?? ""}${name}`;
    stack.push({ indent, path });
    if (!name.includes("…")) paths.push(path);
  }
  return paths;
}

/** Paths quoted in a text, such as `lib/sign-in/precedence.ts`. */
function quotedPaths(text: string): string[] {
  return [...text.matchAll(/`([\w@.[\]-]+(?:\/[\w@.[\]-]+)+\/?)`/g)].map(([, path]) => path!);
}

/** A quoted path is written from the project root or from src/, or names a package's module. */
function exists(path: string): boolean {
  if (["", "src"].some((base) => existsSync(join(ROOT, base, path)))) return true;
  try {
    createRequire(join(ROOT, "package.json")).resolve(path);
    return true;
  } catch {
    return false;
  }
}

describe("docs/architecture.md", () => {
  it("names only folders and files that exist", () => {
    const paths = treePaths();
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it("quotes only paths that exist", () => {
    const paths = quotedPaths(architecture);
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.filter((path) => !exists(path))).toEqual([]);
  });

  it("names every hook in src/hooks, and no other", () => {
    const line = /^ {2}hooks\/[\s\S]*?(?=\n {2}\S)/m.exec(architecture)![0];
    const named = [...line.matchAll(/use-[a-z-]+/g)].map(([name]) => name).sort();
    const files = readdirSync(join(ROOT, "src/hooks"))
      .map((file) => file.replace(/\.tsx?$/, ""))
      .sort();
    expect(named).toEqual(files);
  });
});

describe("the README", () => {
  it("is read in five minutes: at most 150 lines", () => {
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(150);
  });

  it("quotes only paths that exist", () => {
    const paths = quotedPaths(readme);
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.filter((path) => !exists(path))).toEqual([]);
  });
});
