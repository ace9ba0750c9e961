import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(__dirname, "../../src");

/** Each folder of src/ may import only from its own layer and the layers below it. */
const LAYERS = ["domain", "config", "i18n", "data", "lib", "hooks", "components", "app"] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

const layerOf = (pathInSrc: string) =>
  LAYERS.indexOf(pathInSrc.split("/")[0] as (typeof LAYERS)[number]);

/** Where a file's imports land inside src/, as paths relative to src/. */
function importsInSrc(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\b[^;]*?from\s+"([^"]+)"/gm)].map(
    ([, specifier]) => specifier!,
  );
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith("@/")) return [specifier.slice(2)];
    if (specifier.startsWith(".")) return [relative(SRC, join(file, "..", specifier))];
    return [];
  });
}

describe("the layers of src/", () => {
  it("every file imports only from its own layer or the layers below", () => {
    const upward: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const own = relative(SRC, file);
      for (const target of importsInSrc(file)) {
        if (layerOf(target) > layerOf(own)) upward.push(`${own} → ${target}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it("the folders of lib/ import one another without a loop", () => {
    const folderOf = (pathInSrc: string) => pathInSrc.split("/").slice(0, 2).join("/");
    const edges = new Map<string, Set<string>>();
    for (const file of sourceFiles(join(SRC, "lib"))) {
      const from = folderOf(relative(SRC, file));
      for (const target of importsInSrc(file)) {
        const to = folderOf(target);
        if (to.startsWith("lib/") && to !== from && !to.includes(".")) {
          edges.set(from, (edges.get(from) ?? new Set()).add(to));
        }
      }
    }
    const loops: string[] = [];
    const visit = (folder: string, trail: string[]) => {
      if (trail.includes(folder)) {
        loops.push([...trail.slice(trail.indexOf(folder)), folder].join(" → "));
        return;
      }
      for (const next of edges.get(folder) ?? []) visit(next, [...trail, folder]);
    };
    for (const folder of edges.keys()) visit(folder, []);
    expect(loops).toEqual([]);
  });

  it("knows every top-level folder", () => {
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => layerOf(folder) === -1)).toEqual([]);
  });
});
