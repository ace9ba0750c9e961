import { describe, expect, it } from "vitest";
import { ContentError } from "@/lib/content/content-error";
import { FACTS } from "@/lib/content/facts";
import { fillPlaceholders } from "@/lib/content/placeholders";
import { CREATOR_FEE_PERCENT, FREE_TRIAL_DAYS, plans } from "@/lib/content/price-list";
import { brandFaq, creatorFaq, creatorRequirements, pricingFaq } from "@/lib/content/site-copy";

const facts = { creatorFeePercent: 10, freeTrialDays: 14, starterPlanName: "Starter" };

describe("fillPlaceholders", () => {
  it("fills every named placeholder in every string, however deep", () => {
    const data = {
      questions: [
        { question: "Fees?", answer: "{creatorFeePercent}% after a {freeTrialDays}-day trial" },
      ],
      count: 2,
      on: true,
    };
    expect(fillPlaceholders(data, facts, "content/faq/x.yml")).toEqual({
      questions: [{ question: "Fees?", answer: "10% after a 14-day trial" }],
      count: 2,
      on: true,
    });
  });

  it("leaves text without placeholders as it is", () => {
    expect(fillPlaceholders("No fees at all.", facts, "f.yml")).toBe("No fees at all.");
  });

  it("fails on an unknown placeholder, naming the file, the field and the placeholder", () => {
    const data = { questions: [{ question: "Q", answer: "Save {annualDiscount}% a year" }] };
    let error: unknown;
    try {
      fillPlaceholders(data, facts, "content/faq/pricing.yml");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).message).toMatch(
      /^content\/faq\/pricing\.yml: field "questions\.0\.answer": unknown placeholder \{annualDiscount\}; use one of \{creatorFeePercent\}, /,
    );
  });

  it("does not take an inherited property for a fact", () => {
    expect(() => fillPlaceholders("{constructor}", facts, "f.yml")).toThrow(/unknown placeholder/);
  });
});

describe("the copy quotes the facts from their one source", () => {
  it("fills the FAQs from the price list and the gig terms", () => {
    expect(brandFaq[0]!.answer).toContain(`Our ${CREATOR_FEE_PERCENT}% platform fee`);
    expect(pricingFaq.at(-1)!.answer).toContain(`a ${FREE_TRIAL_DAYS}-day free trial`);
    expect(pricingFaq[1]!.answer).toContain(`so ${plans[0]!.name}'s limit of 3 active gigs`);
    expect(pricingFaq[5]!.answer).toContain("card or bank transfer on every plan. Scale adds");
    expect(creatorFaq[1]!.answer).toContain("on a $500 gig, you receive $450.");
    expect(creatorRequirements[0]!.title).toBe("You're 18 or older");
  });

  it("leaves no placeholder unfilled anywhere", () => {
    const all = JSON.stringify([brandFaq, creatorFaq, pricingFaq, creatorRequirements]);
    expect(all).not.toMatch(/\{[A-Za-z]\w*\}/);
    expect(Object.keys(FACTS).length).toBeGreaterThan(10);
  });
});
