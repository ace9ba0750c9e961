import { describe, expect, it } from "vitest";
import { opensSearch, takesText, type KeyPress } from "@/lib/search/shortcut";

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  typing: false,
  ...extra,
});

describe("opensSearch", () => {
  it("opens on Ctrl+K and ⌘K, even while typing, and with Caps Lock on", () => {
    expect(opensSearch(press("k", { ctrlKey: true }))).toBe(true);
    expect(opensSearch(press("k", { metaKey: true, typing: true }))).toBe(true);
    expect(opensSearch(press("K", { ctrlKey: true }))).toBe(true);
  });

  it("opens on / only where it would not be typed", () => {
    expect(opensSearch(press("/"))).toBe(true);
    expect(opensSearch(press("/", { typing: true }))).toBe(false);
  });

  it("leaves other keys and combinations alone", () => {
    expect(opensSearch(press("k"))).toBe(false);
    expect(opensSearch(press("k", { ctrlKey: true, metaKey: true }))).toBe(false);
    expect(opensSearch(press("k", { ctrlKey: true, altKey: true }))).toBe(false);
    expect(opensSearch(press("/", { ctrlKey: true }))).toBe(false);
    expect(opensSearch(press("?"))).toBe(false);
  });
});

describe("takesText", () => {
  it("is true where a key becomes text", () => {
    for (const type of [undefined, "text", "search", "email", "TEL", "password", "url", "number"]) {
      expect(takesText({ tagName: "INPUT", type, isContentEditable: false }), type).toBe(true);
    }
    expect(takesText({ tagName: "TEXTAREA", isContentEditable: false })).toBe(true);
    expect(takesText({ tagName: "SELECT", isContentEditable: false })).toBe(true);
    expect(takesText({ tagName: "DIV", isContentEditable: true })).toBe(true);
  });

  it("is false on links, buttons, checkboxes and the page itself", () => {
    expect(takesText({ tagName: "A", isContentEditable: false })).toBe(false);
    expect(takesText({ tagName: "BUTTON", isContentEditable: false })).toBe(false);
    expect(takesText({ tagName: "INPUT", type: "checkbox", isContentEditable: false })).toBe(false);
    expect(takesText({ tagName: "BODY", isContentEditable: false })).toBe(false);
  });
});
