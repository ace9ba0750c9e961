import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";
import { BUILD_INPUTS } from "../../scripts/shared/project.mjs";

const ROOT = join(__dirname, "../..");
const SRC = join(ROOT, "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

// A build in a copy of the project (the production preview, npm start's rebuild) copies only
// BUILD_INPUTS: a file that src/ imports from elsewhere would be missing there and fail it.
it("copies every folder that src/ imports from outside itself", () => {
  const missing = sourceFiles(SRC).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/from\s+"(\.\.?\/[^"]+)"/g)].flatMap(
      ([, specifier]) => {
        const target = relative(ROOT, join(file, "..", specifier!));
        const top = target.split("/")[0]!;
        return top === "src" || BUILD_INPUTS.includes(top)
          ? []
          : [`${relative(ROOT, file)} → ${target}`];
      },
    ),
  );
  expect(missing).toEqual([]);
});
