import { describe, expect, it } from "vitest";
import { initials } from "@/lib/initials";

describe("initials", () => {
  it.each([
    ["Ada Lovelace", "AL"],
    ["Grace Brewster Murray Hopper", "GB"],
    ["  Ada   Lovelace ", "AL"],
    ["mary-jane o'neil", "MO"],
    ["Plato", "P"],
    ["Ada\tLovelace", "AL"],
    ["", ""],
  ])("%j → %j", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
