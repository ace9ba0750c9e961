import { readGigDraft } from "@gigloom/attribution/gig-draft";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIRECTORY_SLUG } from "@/lib/directory/entry";
import { profileKeyOf } from "@/lib/directory/profile-key";
import { directorySlug } from "@/lib/directory/public-entry";

describe("a creator's directory page as the app's sign-up reads it", () => {
  it("reaches the app whole: every slug the site can publish keeps the contract's rule", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 2, maxLength: 60, unit: "binary" }),
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.constantFrom("short" as const, "long" as const),
        (name, uid, code) => {
          const slug = directorySlug(name, profileKeyOf(uid), code);
          expect(slug).toMatch(DIRECTORY_SLUG);
          const query = new URLSearchParams({ gig_platform: "tiktok", gig_creator: slug });
          expect(readGigDraft(query)?.creator).toBe(slug);
        },
      ),
      { numRuns: 300 },
    );
  });
});
