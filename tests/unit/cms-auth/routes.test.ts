import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { AUTH_PATH, CALLBACK_PATH, CMS_AUTH_PATH } from "../../../functions/src/cms-auth";
import { FUNCTIONS_REGION } from "@/lib/firebase/project-facts.mjs";

const firebase = JSON.parse(readFileSync(join(__dirname, "../../../firebase.json"), "utf8"));
type Rule = { source: string; function?: { functionId: string; region: string } };
type Headers = { source: string; headers: { key: string; value: string }[] };

describe("the CMS sign-in on the site's origin", () => {
  it("is reached through Hosting's rewrite of /cms-auth/** to cmsAuth in the functions' region", () => {
    expect(firebase.hosting.rewrites as Rule[]).toContainEqual({
      source: `${CMS_AUTH_PATH}/**`,
      function: { functionId: "cmsAuth", region: FUNCTIONS_REGION },
    });
    expect([AUTH_PATH, CALLBACK_PATH]).toEqual(["/cms-auth/auth", "/cms-auth/callback"]);
  });

  it("keeps the popup's opener: no same-origin opener policy on the sign-in, popups allowed on the admin", () => {
    const rules = firebase.hosting.headers as Headers[];
    const value = (source: string, key: string) =>
      rules.find((rule) => rule.source === source)?.headers.find((header) => header.key === key)
        ?.value;
    expect(value(`${CMS_AUTH_PATH}/**`, "Cross-Origin-Opener-Policy")).toBe("unsafe-none");
    expect(value(`${CMS_AUTH_PATH}/**`, "Cache-Control")).toBe("no-store");
    expect(value("/admin{,/**}", "Cross-Origin-Opener-Policy")).toBe("same-origin-allow-popups");
  });
});
