// @ts-check
// `npm run bench -- --directory-routes`: the directory's pages measured as `npm run bench`
// measures every route (./measured-site.mjs), a page of each kind in each language
// (src/lib/directory/sample-routes.ts), from the demo's creators. Its section of bench/report.md
// is directory-routes-report.mjs's.
import { cpus } from "node:os";
import { importTypeScript } from "../shared/typescript-module.mjs";
import { routesOf } from "./bench-routes.mjs";
import { directoryRoutesReport } from "./directory-routes-report.mjs";
import { SITE_OUT, withMeasuredSite } from "./measured-site.mjs";
import { writeReport } from "./report-file.mjs";

export const DIRECTORY_ROUTES_FLAG = "--directory-routes";

export async function measureDirectoryRoutes() {
  const { directorySampleRoutes } = await importTypeScript("src/lib/directory/sample-routes.ts");
  await withMeasuredSite(async ({ floor, measure }) => {
    /** @type {string[]} */
    const routes = directorySampleRoutes(routesOf(SITE_OUT));
    const rows = [];
    for (const route of routes) rows.push(await measure(route));
    const host = `Host: ${cpus().length} cores (${cpus()[0]?.model ?? "unknown"}).`;
    const report = directoryRoutesReport({ floor, rows, host });
    console.log(`\n${report}`);
    writeReport({ directoryRoutes: report });
    console.log("Written to bench/report.md");
  });
}
