import { describe, expect, it } from "vitest";
import { isEditablePath, requestedPaths } from "../../scripts/local/cms-backend-paths.mjs";

const repo = "/work/site";
const options = { commitMessage: "m", useWorkflow: false, status: "" };

describe("the paths a request to the local CMS backend names", () => {
  it("finds every path of every action the admin sends", () => {
    expect(requestedPaths({ action: "info" })).toEqual([]);
    expect(requestedPaths({ action: "getDeployPreview", params: { slug: "a" } })).toEqual([]);
    expect(requestedPaths({ action: "entriesByFolder", params: { folder: "f" } })).toEqual(["f"]);
    expect(
      requestedPaths({
        action: "entriesByFiles",
        params: { files: [{ path: "a" }, { path: "b" }] },
      }),
    ).toEqual(["a", "b"]);
    expect(requestedPaths({ action: "getEntry", params: { path: "e" } })).toEqual(["e"]);
    expect(
      requestedPaths({
        action: "persistEntry",
        params: {
          entry: { path: "entry", newPath: "moved" },
          dataFiles: [{ path: "data" }, { path: "other", newPath: "renamed" }],
          assets: [{ path: "asset" }],
          options,
        },
      }),
    ).toEqual(["entry", "moved", "data", "other", "renamed", "asset"]);
    expect(requestedPaths({ action: "getMedia", params: { mediaFolder: "m" } })).toEqual(["m"]);
    expect(requestedPaths({ action: "getMediaFile", params: { path: "p" } })).toEqual(["p"]);
    expect(requestedPaths({ action: "persistMedia", params: { asset: { path: "u" } } })).toEqual([
      "u",
    ]);
    expect(requestedPaths({ action: "deleteFile", params: { path: "d" } })).toEqual(["d"]);
    expect(requestedPaths({ action: "deleteFiles", params: { paths: ["x", "y"] } })).toEqual([
      "x",
      "y",
    ]);
  });

  it("keeps a path that is not a string, so that it is refused", () => {
    expect(requestedPaths({ action: "getEntry", params: { path: ["a"] } })).toEqual([["a"]]);
    expect(requestedPaths({ action: "persistMedia", params: { asset: { path: null } } })).toEqual([
      null,
    ]);
  });

  it("knows no other action: the editorial workflow's, an invented one, or none", () => {
    for (const action of [
      "unpublishedEntries",
      "unpublishedEntry",
      "unpublishedEntryDataFile",
      "unpublishedEntryMediaFile",
      "deleteUnpublishedEntry",
      "updateUnpublishedEntryStatus",
      "publishUnpublishedEntry",
      "writeAnything",
      "toString",
      "__proto__",
    ]) {
      expect(requestedPaths({ action, params: { path: "content/a.md" } }), action).toBeUndefined();
    }
    expect(requestedPaths({})).toBeUndefined();
    expect(requestedPaths(undefined)).toBeUndefined();
    expect(requestedPaths("getEntry")).toBeUndefined();
  });
});

describe("whether the admin may touch a path", () => {
  it("allows files and folders under content/, uploads included", () => {
    for (const path of [
      "content/blog/a-post.md",
      "content/es/blog/a-post.md",
      "content/pricing.yml",
      "content/uploads",
      "content/uploads/cover.jpg",
      "./content/blog/a-post.md",
    ]) {
      expect(isEditablePath(repo, path), path).toBe(true);
    }
  });

  it("refuses the rest of the repository, content/ itself, and anything outside it", () => {
    for (const path of [
      ".git/hooks/pre-commit",
      "scripts/x.mjs",
      "functions/.secret.local",
      "package.json",
      "contents/a.md",
      "content",
      "content/",
      ".",
      "",
      "../outside",
      "/work/site/content/blog/a-post.md",
      "/etc/passwd",
    ]) {
      expect(isEditablePath(repo, path), path).toBe(false);
    }
  });

  it("refuses any `..` segment, even one that comes back inside content/", () => {
    expect(isEditablePath(repo, "content/../scripts/x.mjs")).toBe(false);
    expect(isEditablePath(repo, "content/blog/../a.md")).toBe(false);
    expect(isEditablePath(repo, "content\\..\\scripts\\x.mjs")).toBe(false);
  });

  it("refuses what is not a string", () => {
    for (const path of [undefined, null, 1, ["content/a.md"], { path: "content/a.md" }]) {
      expect(isEditablePath(repo, path)).toBe(false);
    }
  });
});
