import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, { version: string; dev?: boolean }>;
};

/** Packages whose files are copied into the export and served to browsers as they are. */
const SHIPPED_AS_IS = ["decap-cms"];

describe("a package whose bundle ships in the export", () => {
  it.each(SHIPPED_AS_IS)(
    "%s is a production dependency pinned to the exact version in the lock",
    (name) => {
      expect(manifest.devDependencies[name]).toBeUndefined();
      const range = manifest.dependencies[name];
      expect(range, `${name} is not in dependencies`).toMatch(/^\d+\.\d+\.\d+$/);
      const locked = lock.packages[`node_modules/${name}`];
      expect(locked?.version).toBe(range);
      expect(locked?.dev).toBeUndefined();
    },
  );
});
