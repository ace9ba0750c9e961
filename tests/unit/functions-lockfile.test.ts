import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  deriveWorkspaceLock,
  formatLockfile,
  lockDifferences,
  lookupPaths,
  type Lockfile,
} from "../../scripts/deploy/functions-lockfile/index.mjs";

const readJson = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), "utf8"));
const rootLock: Lockfile = readJson("../../package-lock.json");
const manifest: { dependencies: Record<string, string> } = readJson("../../functions/package.json");
const committedText = readFileSync(
  new URL("../../functions/package-lock.json", import.meta.url),
  "utf8",
);
const committed: Lockfile = JSON.parse(committedText);

/** Whether `version` meets a `^x.y.z`, `~x.y.z` or `x.y.z` range: the forms package.json uses. */
function satisfies(version: string, range: string) {
  const parse = (text: string) => text.split(".").map(Number) as [number, number, number];
  const match = /^([~^]?)(\d+\.\d+\.\d+)$/.exec(range);
  if (!match || !/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`Unsupported: ${range}`);
  const [v, r] = [parse(version), parse(match[2] as string)];
  const atLeast =
    v[0] > r[0] || (v[0] === r[0] && (v[1] > r[1] || (v[1] === r[1] && v[2] >= r[2])));
  if (match[1] === "") return v.join(".") === r.join(".");
  if (match[1] === "~") return atLeast && v[0] === r[0] && v[1] === r[1];
  if (r[0] > 0) return atLeast && v[0] === r[0];
  return atLeast && v[0] === 0 && (r[1] > 0 ? v[1] === r[1] : v[1] === 0 && v[2] === r[2]);
}

describe("functions/package-lock.json", () => {
  it("is what npm run lock:functions derives from the root package-lock.json", () => {
    const derived = deriveWorkspaceLock(rootLock, { workspace: "functions", manifest });
    // The differences name what is stale; the text also catches a change in formatting.
    expect(lockDifferences(committed, derived)).toEqual([]);
    expect(committedText).toBe(formatLockfile(derived));
  });

  it("locks each dependency of functions/package.json at the version the tests ran with", () => {
    const declared = Object.entries(manifest.dependencies);
    expect(declared.length).toBeGreaterThan(0);
    expect(committed.packages[""]?.dependencies).toEqual(manifest.dependencies);
    for (const [name, range] of declared) {
      const locked = committed.packages[`node_modules/${name}`];
      const tested =
        rootLock.packages[`functions/node_modules/${name}`] ??
        rootLock.packages[`node_modules/${name}`];
      expect(locked?.version, name).toBeDefined();
      expect(locked?.version, name).toBe(tested?.version);
      expect(locked?.integrity, name).toBe(tested?.integrity);
      expect(satisfies(locked?.version ?? "", range), `${name}@${range}`).toBe(true);
      // A production dependency: npm ci --omit=dev or --omit=optional must still install it.
      expect(locked?.dev || locked?.optional || locked?.devOptional, name).toBeFalsy();
    }
  });

  it("is a standalone lockfileVersion 3 lock with no root-only flags", () => {
    expect(committed).toMatchObject({ name: "@gigloom/functions", lockfileVersion: 3 });
    for (const [path, entry] of Object.entries(committed.packages)) {
      if (path === "") continue;
      expect(path).toMatch(/^node_modules\//);
      expect(entry.dev, path).toBeUndefined();
      expect(entry.link, path).toBeUndefined();
      expect(entry.integrity ?? entry.resolved, path).toBeTruthy();
    }
  });
});

const entry = (version: string, more: Record<string, unknown> = {}) => ({
  version,
  integrity: `sha512-${version}`,
  ...more,
});

/** A root lock: the site, its functions workspace, and a few packages on both sides. */
function handMadeLock(): Lockfile {
  return {
    name: "site",
    lockfileVersion: 3,
    requires: true,
    packages: {
      "": { name: "site", workspaces: ["functions"], devDependencies: { mailer: "^1.0.0" } },
      functions: {
        name: "@site/functions",
        dependencies: { admin: "^1.0.0", mailer: "^2.0.0", sdk: "^3.0.0" },
        engines: { node: "22" },
      },
      "node_modules/@site/functions": { resolved: "functions", link: true },
      // Used by the function: hoisted, with a nested dependency of its own.
      "node_modules/admin": entry("1.2.0", {
        dependencies: { mailer: "^1.0.0", util: "^1.0.0" },
        optionalDependencies: { "native-darwin": "1.0.0", storage: "^1.0.0" },
        peerDependencies: { sdk: "^3.0.0", graphql: "^16.0.0" },
        peerDependenciesMeta: { graphql: { optional: true } },
      }),
      "node_modules/admin/node_modules/util": entry("1.0.0"),
      "node_modules/util": entry("2.0.0", { dev: true }),
      // The site's (dev) mailer, which admin also resolves to; the function has its own.
      "node_modules/mailer": entry("1.5.0", {
        dev: true,
        dependencies: { mime: "^1.0.0" },
      }),
      "node_modules/mailer/node_modules/mime": entry("1.1.0", { dev: true }),
      "functions/node_modules/mailer": entry("2.1.0", { license: "MIT-0" }),
      "node_modules/sdk": entry("3.0.1", { dependencies: { proto: "^7.0.0" } }),
      "node_modules/proto": entry("7.4.0", { hasInstallScript: true }),
      // An optional dependency npm installed (the platform one it left out is not here).
      "node_modules/storage": entry("1.0.0", { optional: true }),
      // An optional peer that only the site brings: a standalone install would not have it.
      "node_modules/graphql": entry("16.9.0", { dev: true }),
      "node_modules/unrelated": entry("9.9.9", { dev: true }),
    },
  };
}

describe("deriveWorkspaceLock on a hand-made root lock", () => {
  const derived = deriveWorkspaceLock(handMadeLock(), {
    workspace: "functions",
    manifest: {
      name: "@site/functions",
      dependencies: { admin: "^1.0.0", mailer: "^2.0.0", sdk: "^3.0.0" },
      engines: { node: "22" },
    },
  });

  it("makes the workspace the root, with its own dependencies and engines", () => {
    expect(derived).toMatchObject({ name: "@site/functions", lockfileVersion: 3, requires: true });
    expect(derived.packages[""]).toEqual({
      name: "@site/functions",
      dependencies: { admin: "^1.0.0", mailer: "^2.0.0", sdk: "^3.0.0" },
      engines: { node: "22" },
    });
  });

  it("keeps the closure only, sorted by path, with npm's flags instead of the root's", () => {
    expect(Object.keys(derived.packages)).toEqual([
      "",
      "node_modules/admin",
      "node_modules/admin/node_modules/mailer",
      "node_modules/admin/node_modules/mailer/node_modules/mime",
      "node_modules/admin/node_modules/util",
      "node_modules/mailer",
      "node_modules/proto",
      "node_modules/sdk",
      "node_modules/storage",
    ]);
    // The dev flag of the site's mailer does not follow it: the function needs it.
    expect(derived.packages["node_modules/admin/node_modules/mailer"]).toEqual(
      entry("1.5.0", { dependencies: { mime: "^1.0.0" } }),
    );
    expect(derived.packages["node_modules/proto"]).toEqual(
      entry("7.4.0", { hasInstallScript: true }),
    );
    expect(derived.packages["node_modules/storage"]).toEqual(entry("1.0.0", { optional: true }));
  });

  it("keeps the workspace's own version on top and nests the hoisted one under its dependent", () => {
    expect(derived.packages["node_modules/mailer"]).toEqual(entry("2.1.0", { license: "MIT-0" }));
    expect(derived.packages["node_modules/admin/node_modules/mailer"]?.version).toBe("1.5.0");
    // The nested entry of the displaced package moves with it.
    expect(derived.packages["node_modules/admin/node_modules/mailer/node_modules/mime"]).toEqual(
      entry("1.1.0"),
    );
  });

  it("gives each dependent of a displaced package its own copy", () => {
    const lock = handMadeLock();
    (lock.packages["node_modules/sdk"] as Record<string, unknown>).dependencies = {
      proto: "^7.0.0",
      mailer: "^1.0.0",
    };
    const paths = Object.keys(deriveWorkspaceLock(lock).packages);
    expect(paths.filter((path) => /node_modules\/mailer$/.test(path))).toEqual([
      "node_modules/admin/node_modules/mailer",
      "node_modules/mailer",
      "node_modules/sdk/node_modules/mailer",
    ]);
    expect(paths).toContain("node_modules/sdk/node_modules/mailer/node_modules/mime");
  });

  it("follows a nested dependency, and leaves out a missing optional one and an optional peer", () => {
    expect(derived.packages["node_modules/admin/node_modules/util"]?.version).toBe("1.0.0");
    expect(derived.packages["node_modules/util"]).toBeUndefined();
    expect(Object.keys(derived.packages).some((path) => path.includes("native-darwin"))).toBe(
      false,
    );
    expect(derived.packages["node_modules/graphql"]).toBeUndefined();
    expect(derived.packages["node_modules/unrelated"]).toBeUndefined();
  });

  it("marks a package optional only when every way to it is optional", () => {
    const lock = handMadeLock();
    lock.packages["node_modules/sdk"] = entry("3.0.1", {
      dependencies: { proto: "^7.0.0" },
      optionalDependencies: { storage: "^1.0.0" },
    });
    expect(deriveWorkspaceLock(lock).packages["node_modules/storage"]?.optional).toBe(true);
    (lock.packages["node_modules/proto"] as Record<string, unknown>).dependencies = {
      storage: "^1.0.0",
    };
    expect(deriveWorkspaceLock(lock).packages["node_modules/storage"]?.optional).toBeUndefined();
  });

  it("keeps an optional peer that the function's own dependencies bring", () => {
    const lock = handMadeLock();
    (lock.packages["node_modules/sdk"] as Record<string, unknown>).dependencies = {
      proto: "^7.0.0",
      graphql: "^16.0.0",
    };
    expect(deriveWorkspaceLock(lock).packages["node_modules/graphql"]).toEqual(entry("16.9.0"));
  });

  it("fails, naming the cause, when the tree cannot be expressed or the root lock is stale", () => {
    const missing = handMadeLock();
    delete missing.packages["node_modules/sdk"];
    expect(() => deriveWorkspaceLock(missing)).toThrow(/needs sdk@\^3\.0\.0.*npm install/);

    const linked = handMadeLock();
    (linked.packages.functions as Record<string, unknown>).dependencies = {
      "@site/functions": "*",
    };
    expect(() => deriveWorkspaceLock(linked)).toThrow(/links to functions/);

    // proto had no optional "local" in the root lock, but would meet the function's on top.
    const shadowed = handMadeLock();
    const workspace = shadowed.packages.functions as Record<string, unknown>;
    workspace.dependencies = { sdk: "^3.0.0", local: "^1.0.0" };
    shadowed.packages["functions/node_modules/local"] = entry("1.0.0");
    (shadowed.packages["node_modules/proto"] as Record<string, unknown>).optionalDependencies = {
      local: "^1.0.0",
    };
    expect(() => deriveWorkspaceLock(shadowed)).toThrow(
      /node_modules\/proto .* has no local in the root lock.*cannot be expressed/,
    );

    expect(() =>
      deriveWorkspaceLock(handMadeLock(), { manifest: { dependencies: { admin: "^2.0.0" } } }),
    ).toThrow(/differ from functions\/package\.json/);
  });
});

describe("lookupPaths", () => {
  it("walks up from a nested package as Node does", () => {
    expect(lookupPaths("node_modules/@scope/a/node_modules/b", "c")).toEqual([
      "node_modules/@scope/a/node_modules/b/node_modules/c",
      "node_modules/@scope/a/node_modules/c",
      "node_modules/@scope/node_modules/c",
      "node_modules/c",
    ]);
  });
});

describe("formatLockfile and lockDifferences", () => {
  it("orders keys as npm does and names what changed", () => {
    const lock: Lockfile = {
      lockfileVersion: 3,
      name: "x",
      requires: true,
      packages: {
        "node_modules/b": { license: "MIT", engines: { node: ">=20" }, version: "1.0.0" },
        "": { name: "x" },
      },
    };
    expect(formatLockfile(lock)).toBe(
      `${JSON.stringify(
        {
          name: "x",
          lockfileVersion: 3,
          requires: true,
          packages: {
            "": { name: "x" },
            "node_modules/b": { version: "1.0.0", license: "MIT", engines: { node: ">=20" } },
          },
        },
        null,
        2,
      )}\n`,
    );
    const newer = structuredClone(lock);
    newer.packages["node_modules/b"] = { version: "1.1.0" };
    newer.packages["node_modules/c"] = { version: "2.0.0" };
    expect(lockDifferences(lock, newer)).toEqual([
      "~ node_modules/b 1.0.0 → 1.1.0 (license, engines, version)",
      "+ node_modules/c 2.0.0",
    ]);
  });
});
