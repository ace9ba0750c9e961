import { describe, expect, it } from "vitest";
import { arrowTarget, BOX } from "@/lib/search/arrow-focus";

describe("arrowTarget", () => {
  it("moves down from the box through the results, and stops at the last", () => {
    expect(arrowTarget("ArrowDown", BOX, 3)).toBe(0);
    expect(arrowTarget("ArrowDown", 0, 3)).toBe(1);
    expect(arrowTarget("ArrowDown", 2, 3)).toBeUndefined();
  });

  it("moves up through the results back to the box, and no further", () => {
    expect(arrowTarget("ArrowUp", 2, 3)).toBe(1);
    expect(arrowTarget("ArrowUp", 0, 3)).toBe(BOX);
    expect(arrowTarget("ArrowUp", BOX, 3)).toBeUndefined();
  });

  it("does nothing without results, or for other keys", () => {
    expect(arrowTarget("ArrowDown", BOX, 0)).toBeUndefined();
    expect(arrowTarget("Enter", 0, 3)).toBeUndefined();
  });
});
