import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DIRECTORY_SNAPSHOT_ENV } from "@/lib/directory/collections.mjs";
import { FIREBASE_ENV_VARS } from "@/lib/firebase/project-facts.mjs";

let dir: string | undefined;
afterEach(() => {
  vi.unstubAllEnvs();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The content loader as a build with this environment loads it. */
async function creatorsOfBuild(env: { snapshot?: unknown; production?: boolean }) {
  vi.resetModules();
  for (const name of FIREBASE_ENV_VARS) vi.stubEnv(name, env.production ? "configured" : "");
  vi.stubEnv(DIRECTORY_SNAPSHOT_ENV, "");
  if (env.snapshot !== undefined) {
    dir = mkdtempSync(join(tmpdir(), "directory-snapshot-"));
    const file = join(dir, "directory.json");
    writeFileSync(file, JSON.stringify(env.snapshot));
    vi.stubEnv(DIRECTORY_SNAPSHOT_ENV, file);
  }
  return (await import("@/lib/content")).listedCreators;
}

describe("where a build's creators come from", () => {
  it("in demo mode with no snapshot, the seed's listed creators, in the directory's order", async () => {
    const creators = (await creatorsOfBuild({}))();
    expect(creators.length).toBeGreaterThan(24);
    const gigs = creators.map((creator) => creator.gigsCompleted);
    expect(gigs).toEqual([...gigs].sort((a, b) => b - a));
  });

  it("with a snapshot, its entries and no other, ordered as the directory orders them", async () => {
    const seed = (await creatorsOfBuild({}))();
    const picked = [seed[5]!, seed[0]!, { ...seed[3]!, gigsCompleted: 999 }];
    const creators = (await creatorsOfBuild({ snapshot: { entries: picked } }))();
    expect(creators.map((creator) => creator.slug)).toEqual([
      seed[3]!.slug,
      seed[0]!.slug,
      seed[5]!.slug,
    ]);
  });

  it("refuses a snapshot with an entry that breaks the contract, naming the field", async () => {
    const [first] = (await creatorsOfBuild({}))();
    const withEmail = { ...first!, email: "ana@example.com" };
    const listed = await creatorsOfBuild({ snapshot: { entries: [withEmail] } });
    expect(() => listed()).toThrow(/directory's contract[\s\S]*email/);
  });

  it("in production with no snapshot, none: a production site never shows the demo's creators", async () => {
    expect((await creatorsOfBuild({ production: true }))()).toEqual([]);
  });
});
