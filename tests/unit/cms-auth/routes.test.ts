import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AUTH_PATH, CALLBACK_PATH, CMS_AUTH_PATH } from "../../../functions/src/cms-auth";
import { POPUP_HEADERS } from "../../../functions/src/cms-auth-page";
import { FUNCTIONS_REGION } from "@/lib/firebase/project-facts.mjs";

const firebase = JSON.parse(readFileSync(join(__dirname, "../../../firebase.json"), "utf8"));
type Rule = { source: string; function?: { functionId: string; region: string } };
type Headers = { source: string; headers: { key: string; value: string }[] };
const value = (source: string, key: string) =>
  (firebase.hosting.headers as Headers[])
    .find((rule) => rule.source === source)
    ?.headers.find((header) => header.key === key)?.value;

describe("the CMS sign-in on the site's origin", () => {
  it("is reached through Hosting's rewrite of /cms-auth/** to cmsAuth in the functions' region", () => {
    expect(firebase.hosting.rewrites as Rule[]).toContainEqual({
      source: `${CMS_AUTH_PATH}/**`,
      function: { functionId: "cmsAuth", region: FUNCTIONS_REGION },
    });
    expect([AUTH_PATH, CALLBACK_PATH]).toEqual(["/cms-auth/auth", "/cms-auth/callback"]);
  });

  it("keeps the popup's opener: no same-origin opener policy on the sign-in, popups allowed on the admin", () => {
    expect(value("/admin{,/**}", "Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
    expect(value(`${CMS_AUTH_PATH}/**`, "Cross-Origin-Opener-Policy")).toBe("unsafe-none");
  });

  it("gives the sign-in's pages their own headers, as Hosting lays firebase.json's over a function's", () => {
    // Hosting's emulator (superstatic) sets the matching rules' headers in order, the last
    // winning, over the function's own: the site's "**" rule would replace the popup's CSP.
    for (const key of ["Cross-Origin-Opener-Policy", "Cache-Control", "Referrer-Policy"]) {
      expect(value(`${CMS_AUTH_PATH}/**`, key), key).toBe(POPUP_HEADERS[key]);
    }
    expect(value(`${CMS_AUTH_PATH}/**`, "Content-Security-Policy")).toBe(
      POPUP_HEADERS["Content-Security-Policy"],
    );
    const rules = firebase.hosting.headers as Headers[];
    const order = (source: string) => rules.findIndex((rule) => rule.source === source);
    expect(order(`${CMS_AUTH_PATH}/**`)).toBeGreaterThan(order("**"));
    expect(order("/admin{,/**}")).toBeGreaterThan(order("**"));
  });
});
