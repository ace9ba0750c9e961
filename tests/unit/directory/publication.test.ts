import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rateCard } from "@/lib/content";
import { withoutContactDetails } from "@/lib/directory/contact-details";
import { DEMO_CREATOR_UID, demoCreatorProfiles } from "@/lib/directory/demo-creators";
import { creatorProfileSchema, HANDLE_PLATFORMS } from "@/lib/directory/profile";
import { directoryEntrySchema } from "@/lib/directory/entry";
import { followerTier } from "@/lib/directory/follower-tier";
import { directorySlug, publication } from "@/lib/directory/public-entry";
import { appCreatorProfile as profile } from "../../support/creator-profile";

const TIERS = rateCard("en").tiers;
const KEY = "3fa9c1".padEnd(64, "0");

describe("what a creator's profile publishes", () => {
  it("is the contract's public fields only: tiers for counts, no city unless shown, nothing the app keeps besides", () => {
    const result = publication(profile(), KEY, TIERS);
    if (!("publish" in result)) throw new Error("a listed profile publishes");
    expect(directoryEntrySchema.parse(result.publish)).toEqual({
      slug: "ana-lopez-3fa9c1",
      profileKey: KEY,
      displayName: "Ana López",
      handles: { tiktok: "ana.cooks", instagram: "ana.cooks" },
      tiers: { tiktok: "micro", instagram: "nano" },
      niches: ["food-and-drink"],
      country: "MX",
      languages: ["es", "en"],
      bio: { en: "Home cooking, fast.", es: "Cocina casera, rápida." },
      gigsCompleted: 14,
      onTimeRate: 0.93,
      memberSince: "2025-03-02",
      indexable: true,
    });
  });

  it("makes its slug of the name as published: an address typed into the name is in neither", () => {
    const result = publication(profile({ displayName: "Ana ana@example.com" }), KEY, TIERS);
    expect(result).toMatchObject({ publish: { slug: "ana-3fa9c1", displayName: "Ana …" } });
  });

  it("shows the city only when the creator chose to", () => {
    const shown = publication(
      profile({ directory: { listed: true, indexable: true, showCity: true } }),
      KEY,
      TIERS,
    );
    expect(shown).toMatchObject({ publish: { city: "Guadalajara" } });
  });

  it("is nothing for a profile that is not listed, deleted, or not what the contract says", () => {
    const unlisted = { listed: false, indexable: true, showCity: true };
    expect(publication(profile({ directory: unlisted }), KEY, TIERS)).toEqual({
      unpublish: "not listed",
    });
    expect(publication(undefined, KEY, TIERS)).toEqual({ unpublish: "no profile" });
    expect(
      publication(profile({ handles: { tiktok: "https://tiktok.com/@ana" } }), KEY, TIERS),
    ).toMatchObject({ unpublish: "not valid", problem: expect.stringContaining("handles.tiktok") });
    expect(publication(profile({ niches: ["astrology"] }), KEY, TIERS)).toMatchObject({
      unpublish: "not valid",
    });
  });

  it("never holds an e-mail address, a phone number or a follower count, whatever the profile", () => {
    const word = fc.stringMatching(/^[a-z]{2,8}$/);
    const email = fc.tuple(word, word).map(([user, host]) => `${user}@${host}.com`);
    const phone = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 12 })
      .map((digits) => `+${digits.slice(0, 2).join("")} ${digits.slice(2).join("")}`);
    const count = fc.integer({ min: 1_000, max: 5_000_000 });
    fc.assert(
      fc.property(
        email,
        phone,
        count,
        count,
        fc.boolean(),
        (address, number, tiktok, youtube, withCity) => {
          const written = profile({
            displayName: "Ana López",
            email: address,
            phone: number,
            followers: { tiktok, youtube },
            bio: { en: `Write to ${address} or call ${number}.`, es: `Llama al ${number}.` },
            directory: { listed: true, indexable: false, showCity: withCity },
          });
          const result = publication(written, KEY, TIERS);
          if (!("publish" in result)) return false;
          // A date and the profile's hash hold digits too; neither is a count.
          const text = JSON.stringify({ ...result.publish, memberSince: "", profileKey: "" });
          const digits = number.replace(/\D/g, "");
          return (
            !text.includes(address) &&
            !text.replace(/\D/g, " ").split(" ").includes(digits) &&
            !text.includes(number) &&
            !text.includes(String(tiktok)) &&
            !text.includes(String(youtube))
          );
        },
      ),
    );
  });
});

describe("a follower count's tier", () => {
  it("is the rate guide's tier whose range holds it, the top one above them all, none below", () => {
    const [nano, micro, , macro] = TIERS;
    expect(followerTier(nano!.minFollowers, TIERS)).toBe("nano");
    expect(followerTier(micro!.minFollowers - 1, TIERS)).toBe("nano");
    expect(followerTier(micro!.minFollowers, TIERS)).toBe("micro");
    expect(followerTier(macro!.maxFollowers * 10, TIERS)).toBe("macro");
    expect(followerTier(nano!.minFollowers - 1, TIERS)).toBeUndefined();
  });
});

describe("a directory slug", () => {
  it("is the name's words without accents, then the start of the profile's key", () => {
    expect(directorySlug("Ana López", KEY)).toBe("ana-lopez-3fa9c1");
    expect(directorySlug("  Dani  O'Kafor! ", KEY)).toBe("dani-o-kafor-3fa9c1");
    expect(directorySlug("李小龙", KEY)).toBe("creator-3fa9c1");
    expect(directorySlug("Ana López", KEY, "long")).toBe(`ana-lopez-${KEY.slice(0, 16)}`);
  });
});

describe("a public text", () => {
  it("loses the e-mail addresses and phone numbers typed into it, and keeps other numbers", () => {
    expect(withoutContactDetails("Mail ana@example.com or call +52 33 1234 5678 today")).toBe(
      "Mail … or call … today",
    );
    expect(withoutContactDetails("12 videos in 2025, 4.9 stars")).toBe(
      "12 videos in 2025, 4.9 stars",
    );
  });
});

describe("demo mode's fictional creators", () => {
  const creators = demoCreatorProfiles();
  const published = creators.flatMap(({ uid, profile }) => {
    const result = publication(profile, uid.padEnd(64, "0"), TIERS);
    return "publish" in result ? [result.publish] : [];
  });

  it("are valid under the contract, and enough listed ones for the directory to page (60+)", () => {
    for (const { profile } of creators) creatorProfileSchema.parse(profile);
    expect(published.length).toBeGreaterThanOrEqual(60);
    expect(creators.map(({ uid }) => uid)).toContain(DEMO_CREATOR_UID);
    expect(new Set(creators.map(({ uid }) => uid)).size).toBe(creators.length);
  });

  it("give every platform and niche at least three listed creators, so each has a page", () => {
    for (const platform of HANDLE_PLATFORMS) {
      const onPlatform = published.filter((entry) => entry.handles[platform]);
      expect(onPlatform.length, platform).toBeGreaterThanOrEqual(3);
    }
    const niches = new Set(published.flatMap((entry) => entry.niches));
    for (const niche of niches) {
      expect(
        published.filter((entry) => entry.niches.includes(niche)).length,
      ).toBeGreaterThanOrEqual(3);
    }
  });

  it("include some who are not listed, and some listed but out of search engines", () => {
    expect(published.length).toBeLessThan(creators.length);
    expect(published.some((entry) => !entry.indexable)).toBe(true);
  });
});
