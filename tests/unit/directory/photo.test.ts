import { describe, expect, it } from "vitest";
import { rateCard } from "@/lib/content";
import {
  appPhotoPathSchema,
  isOwnPhoto,
  PUBLIC_PHOTO_PATH,
  photoType,
  publicPhotoPath,
} from "@/lib/directory/photo";
import { publication } from "@/lib/directory/public-entry";
import { appCreatorProfile as profile } from "../../support/creator-profile";

const TIERS = rateCard("en").tiers;
const KEY = "3fa9c1".padEnd(64, "0");
const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe("a creator's photo in the contract", () => {
  it("is a file in a creator's folder of the app's bucket, never a URL or a path out of it", () => {
    expect(appPhotoPathSchema.safeParse("creatorPhotos/u1/portrait.jpg").success).toBe(true);
    for (const refused of [
      "https://example.com/me.jpg",
      "creatorPhotos/u1/../u2/portrait.jpg",
      "creatorPhotos/../contracts/u1.pdf",
      "contracts/u1/signed.pdf",
      "/creatorPhotos/u1/portrait.jpg",
      "creatorPhotos/u1/",
    ]) {
      expect(appPhotoPathSchema.safeParse(refused).success, refused).toBe(false);
    }
  });

  it("is copied to a path of the profile's key that names neither the app's id nor its file", () => {
    const path = publicPhotoPath(KEY, "creatorPhotos/uid-1234/holiday-in-lisbon.jpg");
    expect(path).toMatch(PUBLIC_PHOTO_PATH);
    expect(path.startsWith(`directory-photos/${KEY}/`)).toBe(true);
    expect(path).not.toMatch(/uid-1234|lisbon/);
    expect(publicPhotoPath(KEY, "creatorPhotos/uid-1234/holiday-in-lisbon.jpg")).toBe(path);
    expect(publicPhotoPath(KEY, "creatorPhotos/uid-1234/new.jpg")).not.toBe(path);
  });

  it("is the creator's own only when it lies in their folder", () => {
    expect(isOwnPhoto("u1", "creatorPhotos/u1/me.jpg")).toBe(true);
    expect(isOwnPhoto("u1", "creatorPhotos/u12/me.jpg")).toBe(false);
    expect(isOwnPhoto("u1", "creatorPhotos/u2/me.jpg")).toBe(false);
  });

  it("is a JPEG, PNG or WebP by its first bytes, whatever it is called", () => {
    expect(photoType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(photoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    expect(photoType(bytes(...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WEBPVP8 ")))).toBe("image/webp");
    expect(photoType(bytes(...ascii("<svg onload=alert(1)>")))).toBeNull();
    expect(photoType(bytes(...ascii("%PDF-1.7")))).toBeNull();
    expect(photoType(bytes(...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WAVE")))).toBeNull();
    expect(photoType(bytes())).toBeNull();
  });

  it("is published as the copy's path, and a path the contract refuses costs the photo, not the listing", () => {
    const photoPath = "creatorPhotos/u1/portrait.jpg";
    expect(publication(profile({ photoPath }), KEY, TIERS)).toMatchObject({
      publish: { photo: publicPhotoPath(KEY, photoPath) },
    });
    const refused = publication(profile({ photoPath: "https://example.com/me.jpg" }), KEY, TIERS);
    expect(refused).toHaveProperty("publish");
    expect(refused).not.toHaveProperty("publish.photo");
  });
});
