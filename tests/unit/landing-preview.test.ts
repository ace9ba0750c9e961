import { describe, expect, it } from "vitest";
import { landingDraft } from "@/lib/content/landing-preview";
import { hero, landingPageWith } from "./support/landing-page";

const cta = {
  type: "cta",
  heading: "Start your spring campaign",
  text: "Post a gig in minutes.",
  primary: { label: "Post a gig", to: "signup" },
};

describe("a landing page being written, as the editor's preview draws it", () => {
  it("draws every section that passes its schema, in order, and says the page can be saved", () => {
    const draft = landingDraft(landingPageWith([hero, cta], { audience: "creator" }));
    expect(draft.audience).toBe("creator");
    expect(draft.sections.map((preview) => preview.ready && preview.section.type)).toEqual([
      "hero",
      "cta",
    ]);
    expect(draft.problem).toBeUndefined();
  });

  it("puts, in place of a section that is not finished, what it lacks, in the build's words, and draws the rest", () => {
    const draft = landingDraft({ sections: [hero, { ...cta, heading: "" }] });
    expect(draft.sections[0]).toMatchObject({ ready: true });
    expect(draft.sections[1]).toEqual({
      ready: false,
      problem: expect.stringMatching(/^section 2 \(cta\), field "heading": /),
    });
  });

  it("says why the page cannot be saved yet: fields outside the sections, and their order", () => {
    expect(landingDraft({ sections: [hero] }).problem).toMatch(/field "slug"/);
    const ctaFirst = landingDraft(landingPageWith([cta, hero]));
    expect(ctaFirst.problem).toBe('section 1: a page opens with a "hero" section');
    expect(ctaFirst.sections.every((preview) => preview.ready)).toBe(true);
  });

  it("draws a new, empty page for the brands until an audience is chosen", () => {
    expect(landingDraft(undefined)).toMatchObject({ audience: "brand", sections: [] });
    expect(landingDraft({ sections: [{ type: "faq" }] }).sections[0]).toMatchObject({
      ready: false,
      problem: expect.stringMatching(/^section 1 \(faq\)/),
    });
  });
});
