import { CAMPAIGN_PARAMS } from "@gigloom/attribution";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { landingFromUrl } from "@/lib/attribution/landing";
import { mayCarryLanding } from "@/lib/attribution/may-carry-landing";

const clean = { declaresCampaign: false, keptLanding: false };
const at = (address: string) => new URL(address, "https://gigloom.com");

describe("whether a visit may credit a landing, before its rules load", () => {
  it("is no for a clean visit, whatever else its address carries", () => {
    expect(mayCarryLanding({ url: at("/pricing?ref=x&utm=y#compare"), ...clean })).toBe(false);
    expect(mayCarryLanding({ url: at("/blog?source=utm_source"), ...clean })).toBe(false);
  });

  it("is maybe for each campaign parameter by name, even empty, which the rules then refuse", () => {
    for (const name of CAMPAIGN_PARAMS) {
      expect(mayCarryLanding({ url: at(`/?${name}=spring`), ...clean })).toBe(true);
    }
    expect(mayCarryLanding({ url: at("/?utm_source="), ...clean })).toBe(true);
  });

  it("is maybe on a campaign's page and where the tab keeps a landing", () => {
    expect(mayCarryLanding({ url: at("/"), declaresCampaign: true, keptLanding: false })).toBe(
      true,
    );
    expect(mayCarryLanding({ url: at("/"), declaresCampaign: false, keptLanding: true })).toBe(
      true,
    );
  });

  it("never says no to an address whose landing the rules would credit", () => {
    const name = fc.oneof(fc.constantFrom(...CAMPAIGN_PARAMS, "ref", "utm", "q"), fc.string());
    const query = fc.array(fc.tuple(name, fc.string()), { maxLength: 6 });
    fc.assert(
      fc.property(query, (pairs) => {
        const url = at(`/pricing?${new URLSearchParams(pairs)}`);
        if (landingFromUrl(url) !== null) expect(mayCarryLanding({ url, ...clean })).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
