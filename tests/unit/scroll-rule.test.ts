import { describe, expect, it } from "vitest";
import { applyScroll, scrollThreshold } from "@/lib/header/scroll-rule";

const desktop = 1280;
const mobile = 390;
const base = { visible: true, focusInside: false };

describe("scrollThreshold", () => {
  it("is 70 px from 1024 px wide and 100 px below", () => {
    expect(scrollThreshold(1024)).toBe(70);
    expect(scrollThreshold(1920)).toBe(70);
    expect(scrollThreshold(1023)).toBe(100);
    expect(scrollThreshold(320)).toBe(100);
  });
});

describe("applyScroll", () => {
  it.each([
    { width: desktop, threshold: 70 },
    { width: mobile, threshold: 100 },
  ])(
    "at $width px, a scroll down hides the header only past $threshold px",
    ({ width, threshold }) => {
      const atThreshold = applyScroll({
        ...base,
        previousY: 0,
        y: threshold,
        viewportWidth: width,
      });
      expect(atThreshold).toEqual({ visible: true, active: true, closeMenu: false });

      const past = applyScroll({
        ...base,
        previousY: threshold,
        y: threshold + 1,
        viewportWidth: width,
      });
      expect(past).toEqual({ visible: false, active: true, closeMenu: true });
    },
  );

  it("a single jump from the top to past the threshold hides the header", () => {
    expect(applyScroll({ ...base, previousY: 0, y: 500, viewportWidth: desktop }).visible).toBe(
      false,
    );
  });

  it("any scroll up shows the header again, even far down the page", () => {
    const up = applyScroll({
      ...base,
      visible: false,
      previousY: 900,
      y: 899,
      viewportWidth: mobile,
    });
    expect(up).toEqual({ visible: true, active: true, closeMenu: false });
  });

  it("is active whenever the page is away from the top, and normal at the top", () => {
    expect(applyScroll({ ...base, previousY: 0, y: 1, viewportWidth: desktop }).active).toBe(true);
    expect(applyScroll({ ...base, previousY: 40, y: 0, viewportWidth: desktop }).active).toBe(
      false,
    );
  });

  it("keeps the current visibility when the position does not change", () => {
    const hidden = { ...base, visible: false, previousY: 300, y: 300, viewportWidth: desktop };
    expect(applyScroll(hidden).visible).toBe(false);
    expect(applyScroll({ ...hidden, visible: true }).visible).toBe(true);
  });

  it("never hides a header that holds keyboard focus, but still closes the menu", () => {
    const outcome = applyScroll({
      ...base,
      focusInside: true,
      previousY: 200,
      y: 260,
      viewportWidth: mobile,
    });
    expect(outcome).toEqual({ visible: true, active: true, closeMenu: true });
  });
});
