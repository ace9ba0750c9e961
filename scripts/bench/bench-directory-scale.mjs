// @ts-check
// `npm run bench -- --directory-scale`: how the build grows with the creator directory. For each
// number of profiles N (BENCH_DIRECTORY_SCALE, "68,5000" by default: the demo's, and the
// issue's 5,000), a copy of the project is built from a snapshot of `directory` holding the
// demo generator's first N profiles as the publishing function publishes them (the listed
// ones), their demo photos in a folder standing in for the bucket, as `npm run deploy` builds
// from production's, and its export measured. The section it writes to bench/report.md is
// directory-scale-report.mjs's.
import { rmSync, statSync } from "node:fs";
import { cpus } from "node:os";
import { join, relative } from "node:path";
import { copyForBuild } from "../build/build-copy.mjs";
import { DIRECTORY_SNAPSHOT_ENV } from "../../src/lib/directory/collections.mjs";
import { folderPhotoStore } from "../../src/lib/directory/photo-store.mjs";
import { demoPhoto } from "../shared/demo-photo.mjs";
import { writeDirectorySnapshot } from "../shared/directory-snapshot.mjs";
import { ROOT } from "../shared/project.mjs";
import { rateTiers } from "../shared/rate-tiers.mjs";
import { importTypeScript } from "../shared/typescript-module.mjs";
import { filesUnder, timedBuild } from "./bench-scale.mjs";
import { directoryScaleReport } from "./directory-scale-report.mjs";
import { writeReport } from "./report-file.mjs";

export const DIRECTORY_SCALE_FLAG = "--directory-scale";

/** @param {string | undefined} list */
export const directoryScaleSizes = (list = "68,5000") =>
  list.split(",").map((size) => {
    const profiles = Number(size.trim());
    if (!Number.isInteger(profiles) || profiles < 1) {
      throw new Error(`Not a number of profiles: ${size}`);
    }
    return profiles;
  });

/**
 * @param {string} out
 * @returns {import("./directory-scale-report.mjs").DirectoryExportFacts}
 */
function exportFacts(out) {
  const files = filesUnder(out);
  const html = files.filter((file) => file.path.endsWith(".html"));
  const largest = html.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  return {
    bytes: files.reduce((sum, file) => sum + file.bytes, 0),
    htmlPages: html.length,
    creatorPages: html.filter((file) => /\/c\/[^/]+\.html$/.test(file.path)).length,
    largest: { path: `/${relative(out, largest.path)}`, bytes: largest.bytes },
    directoryBytes: statSync(join(out, "directory.html")).size,
  };
}

export async function measureDirectoryScale(
  sizes = directoryScaleSizes(process.env.BENCH_DIRECTORY_SCALE),
) {
  const { demoDirectoryEntries } = await importTypeScript("src/lib/directory/demo-entries.ts");
  const { demoPhotoSources } = await importTypeScript("src/lib/directory/demo-photo-sources.ts");
  const rows = [];
  for (const profiles of sizes) {
    const copy = join(ROOT, `tmp/directory-scale-bench-${profiles}`);
    rmSync(copy, { recursive: true, force: true });
    copyForBuild(ROOT, copy);
    const snapshot = join(copy, "tmp/directory-snapshot.json");
    const entries = demoDirectoryEntries(rateTiers(), profiles);
    // The function's copies of their photos, where the deploy's snapshot reads them.
    const bucket = folderPhotoStore(join(copy, "tmp/bench-bucket"));
    /** @type {{ photo: string, photoPath: string }[]} */
    const photos = demoPhotoSources(profiles);
    for (const { photo, photoPath } of photos) {
      await bucket.write(photo, await demoPhoto(photoPath), "image/jpeg");
    }
    await writeDirectorySnapshot(snapshot, entries, bucket);
    console.log(`Building with ${profiles} profiles (${entries.length} listed)…`);
    const build = timedBuild(copy, { [DIRECTORY_SNAPSHOT_ENV]: snapshot });
    rows.push({ profiles, listed: entries.length, build, out: exportFacts(join(copy, "out")) });
    rmSync(copy, { recursive: true, force: true });
  }
  const host = `Host: ${cpus().length} cores (${cpus()[0]?.model ?? "unknown"}).`;
  const report = directoryScaleReport(rows, { host });
  console.log(`\n${report}`);
  writeReport({ directoryScale: report });
  console.log("Written to bench/report.md");
}
