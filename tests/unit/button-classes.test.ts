import { describe, expect, it } from "vitest";
import { buttonClasses } from "@/components/ui/button-classes";

describe("buttonClasses", () => {
  it("defaults to the primary (dark) variant at size lg", () => {
    expect(buttonClasses()).toBe(buttonClasses({ variant: "primary", size: "lg" }));
    expect(buttonClasses()).toContain("bg-ink");
    expect(buttonClasses()).toContain("py-[15px] text-lg");
  });

  it("gives the secondary variant a light background", () => {
    expect(buttonClasses({ variant: "secondary" })).toContain("bg-white");
    expect(buttonClasses({ variant: "secondary" })).not.toContain("bg-ink ");
  });

  it.each([
    ["sm", "py-[13px] text-[16px]"],
    ["md", "py-[14px] text-base"],
    ["lg", "py-[15px] text-lg"],
  ] as const)("size %s uses the spec's padding and font size (%s)", (size, expected) => {
    expect(buttonClasses({ size })).toContain(expected);
  });
});
