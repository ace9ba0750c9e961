import { describe, expect, it } from "vitest";
import { directorySampleRoutes, isDirectoryRoute } from "@/lib/directory/sample-routes";

const routes = [
  "/",
  "/c/ana-lopez-3fa9c1",
  "/c/ben-okafor-77aa01",
  "/directory",
  "/directory/instagram",
  "/directory/instagram/beauty",
  "/directory/page/2",
  "/directory/page/3",
  "/es/c/ana-lopez-3fa9c1",
  "/es/directorio",
  "/es/directorio/instagram",
  "/es/directorio/pagina/2",
  "/es/directorio/tiktok/fitness",
  "/pricing",
];

describe("the directory's pages the bench measures", () => {
  it("are one of each kind in each language, a later page never taken for a niche's", () => {
    expect(directorySampleRoutes(routes)).toEqual([
      "/directory",
      "/directory/page/2",
      "/directory/instagram",
      "/directory/instagram/beauty",
      "/c/ana-lopez-3fa9c1",
      "/es/directorio",
      "/es/directorio/pagina/2",
      "/es/directorio/instagram",
      "/es/directorio/tiktok/fitness",
      "/es/c/ana-lopez-3fa9c1",
    ]);
  });

  it("leaves out a kind the site has no page of", () => {
    expect(directorySampleRoutes(["/directory", "/pricing"])).toEqual(["/directory"]);
  });

  it("are told from the rest of the site, which the main bench measures page by page", () => {
    expect(routes.filter((route) => !isDirectoryRoute(route))).toEqual(["/", "/pricing"]);
    expect(isDirectoryRoute("/directory-guide")).toBe(false);
    expect(isDirectoryRoute("/casestudies")).toBe(false);
  });
});
