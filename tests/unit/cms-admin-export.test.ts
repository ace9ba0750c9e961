import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  ADMIN_DIR,
  assembleCmsExport,
  CMS_EXPORT_DIR,
  CMS_ROUTE_DIR,
} from "../../scripts/build/cms-admin.mjs";
import { contentSnapshot } from "../../scripts/build/cms-preview.mjs";
import { VIRTUAL_ROOT } from "../../scripts/build/cms-preview/virtual-root.mjs";
import { exportedPages } from "../../scripts/build/html-files.mjs";
import { MEDIA_FOLDER } from "@/config/media.mjs";

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** A project as `next build` leaves it: the site's pages, its /admin/, the admin's files. */
function fakeBuild() {
  dir = mkdtempSync(join(tmpdir(), "cms-export-"));
  const out = join(dir, "out");
  for (const folder of [ADMIN_DIR, CMS_ROUTE_DIR, "blog"]) {
    mkdirSync(join(out, folder), { recursive: true });
  }
  writeFileSync(join(out, "index.html"), "<!doctype html>");
  writeFileSync(join(out, "blog/post.html"), "<!doctype html>");
  writeFileSync(join(out, ADMIN_DIR, "index.html"), "<!doctype html>");
  writeFileSync(join(out, CMS_ROUTE_DIR, "index.html"), "<!doctype html>");
  writeFileSync(join(out, CMS_ROUTE_DIR, "config.yml"), "backend: {}");
  mkdirSync(join(dir, MEDIA_FOLDER), { recursive: true });
  writeFileSync(join(dir, MEDIA_FOLDER, "cover.jpg"), "jpeg");
  writeFileSync(join(dir, MEDIA_FOLDER, "notes.txt"), "not an upload");
  return dir;
}

describe("the CMS admin's own export", () => {
  it("leaves the site's export, which keeps only its /admin/, left alone by the site-page steps", () => {
    const project = fakeBuild();
    assembleCmsExport(project);
    const out = join(project, "out");
    expect(existsSync(join(out, CMS_ROUTE_DIR))).toBe(false);
    expect(exportedPages(out).map((file: string) => file.slice(out.length + 1))).toEqual([
      "blog/post.html",
      "index.html",
    ]);
    expect(readdirSync(out).filter((name) => name.includes("decap"))).toEqual([]);
  });

  it("holds the admin's page and config, Decap's bundle and chunks, and the uploads' originals", () => {
    const project = fakeBuild();
    const { dir: cms, bundleFiles, uploads } = assembleCmsExport(project);
    expect(cms).toBe(join(project, CMS_EXPORT_DIR));
    const files = readdirSync(cms);
    expect(files).toEqual(expect.arrayContaining(["index.html", "config.yml", "decap-cms.js"]));
    expect(files.filter((name) => /^\d+\.decap-cms\.js$/.test(name)).length).toBeGreaterThan(10);
    expect(files.filter((name) => name.endsWith(".map") || /\.cms\.js$|^cms\./.test(name))).toEqual(
      [],
    );
    expect(bundleFiles).toBe(files.length - 4); // the page, the config, robots.txt, uploads/
    expect(readdirSync(join(cms, "uploads"))).toEqual(["cover.jpg"]);
    expect(uploads).toBe(1);
    expect(readFileSync(join(cms, "robots.txt"), "utf8")).toBe("User-agent: *\nDisallow: /\n");
  });

  it("copies no upload that is a symbolic link leading out of the uploads folder", () => {
    const project = fakeBuild();
    writeFileSync(join(project, "package.json"), "{}");
    symlinkSync("../../package.json", join(project, MEDIA_FOLDER, "package.jpg"));
    symlinkSync("/etc/hostname", join(project, MEDIA_FOLDER, "hostname.jpg"));
    const { dir: cms, uploads } = assembleCmsExport(project);
    expect(readdirSync(join(cms, "uploads"))).toEqual(["cover.jpg"]);
    expect(uploads).toBe(1);
  });

  it("replaces the last build's export, and fails when next build wrote no admin page", () => {
    const project = fakeBuild();
    assembleCmsExport(project);
    writeFileSync(join(project, CMS_EXPORT_DIR, "stale.txt"), "");
    mkdirSync(join(project, "out", CMS_ROUTE_DIR));
    writeFileSync(join(project, "out", CMS_ROUTE_DIR, "index.html"), "<!doctype html>");
    assembleCmsExport(project);
    expect(existsSync(join(project, CMS_EXPORT_DIR, "stale.txt"))).toBe(false);
    expect(() => assembleCmsExport(project)).toThrow(/admin's route handler did not run/);
  });
});

describe("the editor's preview's copy of the content", () => {
  it("holds what the landing sections read, in every language, and no post: it stays the same size as the blog grows", () => {
    const files = Object.keys(contentSnapshot(join(__dirname, "../..")));
    expect(files).toContain(`${VIRTUAL_ROOT}/content/rates.yml`);
    expect(files).toContain(`${VIRTUAL_ROOT}/content/es/testimonials.yml`);
    expect(files.some((file) => file.includes("/casestudies/"))).toBe(true);
    expect(files.filter((file) => /\/blog\//.test(file))).toEqual([]);
  });
});
