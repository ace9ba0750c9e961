import { describe, expect, it } from "vitest";
import { searchFacts } from "@/lib/search/search-facts";

describe("a page's facts for the site search", () => {
  it("gives each filter value an element of its own, so that Pagefind reads each one", () => {
    const facts = searchFacts({
      kindLabel: "Case study",
      filters: { industry: ["Beauty, wellness"], platform: ["TikTok", "Instagram"] },
    });
    expect(facts.filter((fact) => fact.attribute === "data-pagefind-filter")).toEqual([
      { attribute: "data-pagefind-filter", value: "kind:Case study" },
      { attribute: "data-pagefind-filter", value: "industry:Beauty, wellness" },
      { attribute: "data-pagefind-filter", value: "platform:TikTok" },
      { attribute: "data-pagefind-filter", value: "platform:Instagram" },
    ]);
  });

  it("carries the kind always, and a cover with its alt text when there is one", () => {
    const meta = (input: Parameters<typeof searchFacts>[0]) =>
      searchFacts(input)
        .filter((fact) => fact.attribute === "data-pagefind-meta")
        .map((fact) => fact.value);
    expect(meta({ kindLabel: "Página" })).toEqual(["kind:Página"]);
    expect(
      meta({ kindLabel: "Post", image: { src: "/_img/a-360.jpeg", alt: "Teal\nthreads" } }),
    ).toEqual(["kind:Post", "image:/_img/a-360.jpeg", "image_alt:Teal threads"]);
  });
});
