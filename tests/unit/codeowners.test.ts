import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "../..");

/** CODEOWNERS's rules as [pattern, owners]; the last matching rule wins, as on GitHub. */
const rules = readFileSync(join(ROOT, ".github/CODEOWNERS"), "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("#"))
  .map((line) => line.split(/\s+/))
  .map(([pattern, ...owners]) => [pattern!, owners] as const);

/**
 * The owners of a repository path. Only anchored patterns count (`/dir/` for what is under a
 * folder, `/file` for one file): a glob would need GitHub's matcher, so it matches nothing here.
 */
function ownersOf(path: string): string[] {
  const matching = rules.filter(([pattern]) =>
    pattern.endsWith("/") ? `/${path}`.startsWith(pattern) : `/${path}` === pattern,
  );
  return matching.at(-1)?.[1] ?? [];
}

describe("CODEOWNERS", () => {
  // What builds, deploys or guards the site: a change to any of it waits for the maintainers.
  it.each([
    ".github/workflows/preview-deploy.yml",
    ".github/firebase-tools/package-lock.json",
    ".github/CODEOWNERS",
    ".ci/run",
    "scripts/deploy/deploy.mjs",
    "scripts/build/csp.mjs",
    "functions/src/cms-auth.ts",
    "functions/package.json",
    "functions/package-lock.json",
    "packages/attribution/package.json",
    "package.json",
    "package-lock.json",
    "firebase.json",
    ".firebaserc",
    "firestore.rules",
  ])("gives %s to a team of maintainers", (path) => {
    expect(ownersOf(path)).toEqual([expect.stringMatching(/^@[\w-]+\/[\w-]+$/)]);
  });

  it("leaves content to the usual review, so an editor's draft needs no maintainer", () => {
    expect(ownersOf("content/blog/how-to-brief-a-creator.md")).toEqual([]);
  });
});
