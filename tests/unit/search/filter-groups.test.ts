import { describe, expect, it } from "vitest";
import {
  filterGroups,
  hasSelection,
  pagefindFilters,
  toggled,
  type FilterCounts,
} from "@/lib/search/filter-groups";

const all: FilterCounts = {
  platform: { TikTok: 3, Instagram: 4 },
  kind: { Post: 7, "Case study": 6, Page: 8 },
  tag: {},
  extra: { x: 1 },
};
/** The language's order, as the server gives it (lib/content/search-filter-order.ts). */
const order = ["Case study", "Instagram", "Page", "Post", "TikTok"];

describe("filterGroups", () => {
  it("lists the known filters in their order, values sorted, counts from the whole index", () => {
    expect(filterGroups(all, undefined, {}, order)).toEqual([
      {
        key: "kind",
        options: [
          { value: "Case study", count: 6, checked: false },
          { value: "Page", count: 8, checked: false },
          { value: "Post", count: 7, checked: false },
        ],
      },
      {
        key: "platform",
        options: [
          { value: "Instagram", count: 4, checked: false },
          { value: "TikTok", count: 3, checked: false },
        ],
      },
    ]);
  });

  it("keeps every value, counted within the current results, ticked as selected", () => {
    const current = { kind: { Post: 2 }, platform: { TikTok: 1 } };
    const groups = filterGroups(all, current, { kind: ["Post"] }, order);
    expect(groups[0]!.options).toEqual([
      { value: "Case study", count: 0, checked: false },
      { value: "Page", count: 0, checked: false },
      { value: "Post", count: 2, checked: true },
    ]);
  });

  it("puts a value the order does not list after those it does, in code point order", () => {
    const groups = filterGroups(
      { platform: { Twitch: 1, Kick: 2, TikTok: 3 } },
      undefined,
      {},
      order,
    );
    expect(groups[0]!.options.map((option) => option.value)).toEqual(["TikTok", "Kick", "Twitch"]);
  });
});

describe("a selection", () => {
  it("ticks and unticks a value", () => {
    const once = toggled({}, "tag", "Pricing");
    expect(once).toEqual({ tag: ["Pricing"] });
    expect(toggled(once, "tag", "Pricing")).toEqual({ tag: [] });
    expect(hasSelection(once)).toBe(true);
    expect(hasSelection({ tag: [] })).toBe(false);
  });

  it("becomes Pagefind's filters: any value within a filter, every filter together", () => {
    expect(pagefindFilters({ kind: ["Post", "Page"], tag: [], platform: ["TikTok"] })).toEqual({
      kind: { any: ["Post", "Page"] },
      platform: { any: ["TikTok"] },
    });
  });
});
