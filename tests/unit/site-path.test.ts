import { describe, expect, it } from "vitest";
import { isSitePath } from "@/config/site";

describe("isSitePath", () => {
  it.each(["/", "/pricing", "/blog/tags/briefs", "/#how-it-works"])(
    "%s is a page of this site",
    (href) => {
      expect(isSitePath(href)).toBe(true);
    },
  );

  it.each([
    "https://app.gigloom.com/signup",
    "//evil.example/path",
    "mailto:team@gigloom.com",
    "#faq",
    "",
  ])("%s is not", (href) => {
    expect(isSitePath(href)).toBe(false);
  });
});
