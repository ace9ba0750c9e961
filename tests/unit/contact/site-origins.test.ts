import { describe, expect, it } from "vitest";
import { originAllowed, siteOriginList } from "../../../functions/src/site-origins";

describe("the site's origins, for the contact function", () => {
  it("reads a comma-separated list, forgiving spaces and trailing slashes", () => {
    expect(siteOriginList(" https://gigloom.com/, https://gigloom-prod.web.app ,")).toEqual([
      "https://gigloom.com",
      "https://gigloom-prod.web.app",
    ]);
  });

  it("is empty when unset, and then refuses every browser: it fails closed", () => {
    expect(siteOriginList(undefined)).toEqual([]);
    expect(originAllowed("https://gigloom.com", siteOriginList(""))).toBe(false);
  });

  it("lets a page of the site call, and no other page; a call from no page is for App Check", () => {
    const allowed = ["https://gigloom.com"];
    expect(originAllowed("https://gigloom.com", allowed)).toBe(true);
    expect(originAllowed("https://gigloom.com.evil.example", allowed)).toBe(false);
    expect(originAllowed("http://gigloom.com", allowed)).toBe(false);
    expect(originAllowed(undefined, allowed)).toBe(true);
  });
});
