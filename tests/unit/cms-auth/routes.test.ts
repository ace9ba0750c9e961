import { describe, expect, it } from "vitest";
import { AUTH_PATH, CALLBACK_PATH, CMS_AUTH_PATH } from "../../../functions/src/cms-auth";
import { POPUP_HEADERS } from "../../../functions/src/cms-auth-page";
import { FUNCTIONS_REGION } from "@/lib/firebase/project-facts.mjs";
import {
  CMS_TARGET,
  headersFor,
  hostingSite,
  SITE_TARGET,
} from "../../../scripts/local/hosting-config.mjs";

const cms = hostingSite(CMS_TARGET);
const site = hostingSite(SITE_TARGET);
const value = (source: string, key: string) =>
  cms.headers.find((rule) => rule.source === source)?.headers.find((h) => h.key === key)?.value;

describe("the CMS sign-in on the admin's own Hosting site", () => {
  it("is reached through the CMS site's rewrite of /cms-auth/** to cmsAuth, and never on the site", () => {
    expect(cms.public).toBe("out-cms");
    expect(cms.rewrites).toContainEqual({
      source: `${CMS_AUTH_PATH}/**`,
      function: { functionId: "cmsAuth", region: FUNCTIONS_REGION },
    });
    expect(site.public).toBe("out");
    expect(JSON.stringify(site)).not.toContain(CMS_AUTH_PATH);
    expect(JSON.stringify(site)).not.toContain("admin");
    expect([AUTH_PATH, CALLBACK_PATH]).toEqual(["/cms-auth/auth", "/cms-auth/callback"]);
  });

  it("keeps the popup's opener: no same-origin opener policy on the sign-in, popups allowed on the admin", () => {
    expect(headersFor(cms.headers, "/")["cross-origin-opener-policy"]).toBe(
      "same-origin-allow-popups",
    );
    expect(headersFor(cms.headers, AUTH_PATH)["cross-origin-opener-policy"]).toBe("unsafe-none");
    expect(headersFor(cms.headers, "/config.yml")["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it("gives the sign-in's pages their own headers, as Hosting lays firebase.json's over a function's", () => {
    // Hosting (and its emulator, superstatic) sets the matching rules' headers in order, the
    // last winning, over the function's own: the CMS site's "**" rule would replace the popup's.
    for (const key of [
      "Cross-Origin-Opener-Policy",
      "Cache-Control",
      "Referrer-Policy",
      "Content-Security-Policy",
    ]) {
      expect(value(`${CMS_AUTH_PATH}/**`, key), key).toBe(POPUP_HEADERS[key]);
      expect(headersFor(cms.headers, CALLBACK_PATH)[key.toLowerCase()], key).toBe(
        POPUP_HEADERS[key],
      );
    }
  });
});

describe("the headers Hosting gives a path", () => {
  it("applies every matching rule in order, the last one winning", () => {
    const rules = [
      { source: "**", headers: [{ key: "A", value: "all" }] },
      { source: "/x/**", headers: [{ key: "A", value: "x" }] },
      { source: "/admin{,/**}", headers: [{ key: "B", value: "admin" }] },
      { source: "**/*.png", headers: [{ key: "C", value: "png" }] },
    ];
    expect(headersFor(rules, "/")).toEqual({ a: "all" });
    expect(headersFor(rules, "/x/y/z")).toEqual({ a: "x" });
    expect(headersFor(rules, "/admin")).toEqual({ a: "all", b: "admin" });
    expect(headersFor(rules, "/admin/page")).toEqual({ a: "all", b: "admin" });
    expect(headersFor(rules, "/administrator")).toEqual({ a: "all" });
    expect(headersFor(rules, "/i/logo.png")).toEqual({ a: "all", c: "png" });
    expect(headersFor(rules, "/i/logoXpng")).toEqual({ a: "all" });
  });
});
