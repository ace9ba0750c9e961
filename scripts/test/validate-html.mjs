// @ts-check
// `npm run test:html [folder]`: the W3C Nu HTML Checker over every page of the static export in
// out/ (or the folder given), as built last; `npm test` runs it after the end-to-end tests,
// which build out/. Fails on any error but those the HTML Standard allows (nu-checker.mjs);
// shows each kind of warning once, with its count.
// vnu.jar comes from the vnu-jar package and runs on the machine's Java (17 or later).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { existsSync } from "node:fs";
import { ADMIN_DIR, CMS_EXPORT_DIR } from "../build/cms-admin.mjs";
import { exportedPages } from "../build/html-files.mjs";
import { describeFinding, groupByMessage, sortFindings } from "./nu-checker.mjs";
import { ROOT } from "../shared/project.mjs";

const dir = resolve(process.argv[2] ?? join(ROOT, "out"));
// The site's pages, its /admin/ (which sends editors to the admin's origin), and the CMS
// admin's own shell beside the export (the rest of the admin is Decap's).
const adminPages = [
  join(dir, ADMIN_DIR, "index.html"),
  join(dirname(dir), CMS_EXPORT_DIR, "index.html"),
];
const pages = [...exportedPages(dir), ...adminPages.filter((page) => existsSync(page))];
// The package's main export is the path of its vnu.jar.
const jar = String(createRequire(import.meta.url)("vnu-jar"));
// JSON on stdout, without plain info messages; exit status 0 whatever it finds, since the
// findings below decide, so that a non-zero status means the checker itself failed.
const options = ["--format", "json", "--stdout", "--skip-info-messages", "--exit-zero-always"];
const checker = spawnSync("java", ["-jar", jar, ...options, ...pages], {
  encoding: "utf8",
  maxBuffer: 256 * 1024 * 1024,
});
if (checker.error || checker.status !== 0) {
  console.error(checker.error?.message ?? checker.stderr);
  console.error("The Nu HTML Checker needs Java 17 or later (Debian: default-jre-headless).");
  process.exit(1);
}

const { errors, allowed, warnings, noise } = sortFindings(JSON.parse(checker.stdout).messages);
for (const { count, first } of groupByMessage(warnings)) {
  console.log(`warning (${count}×, first at) ${describeFinding(first, `${dir}/`)}`);
}
for (const error of errors) console.error(`error: ${describeFinding(error, `${dir}/`)}`);
console.log(
  `Nu HTML Checker: ${pages.length} pages; errors: ${errors.length}` +
    ` (${allowed} more that the HTML Standard allows)` +
    `; warnings: ${warnings.length}` +
    ` (${noise} more left out as noise; scripts/test/nu-checker.mjs says why of both)`,
);
process.exit(errors.length > 0 ? 1 : 0);
