import { INDUSTRIES, type IndustryId } from "@/data/taxonomies";
import { HANDLE_PLATFORMS, type HandlePlatform } from "./profile";

/**
 * The fictional creators demo mode seeds the Firestore emulator with (docs/directory.md):
 * names no real account holds, the same set on every start, enough for the directory's pages
 * to page and for each platform and niche to have a page of its own. The app's other fields
 * (an e-mail address, a phone number) are there too, as the app keeps them, so the demo shows
 * that they never reach the directory.
 */
export const DEMO_CREATOR_COUNT = 68;

/** The creator the stand-in app signs in as, who lists and un-lists themself there. */
export const DEMO_CREATOR_UID = "demo-creator";

const FIRST = ["Mara", "Tobin", "Lio", "Sunniva", "Ezra", "Nayeli", "Piet", "Ximena"] as const;
const LAST = [
  "Quillfeather",
  "Brightwater",
  "Okonkwo-Vale",
  "Saltmarsh",
  "Dunmore",
  "Arroyo Vela",
  "Fenwick",
  "Lindqvist",
] as const;
const PLACES = [
  { city: "Austin", country: "US", languages: ["en"] },
  { city: "Guadalajara", country: "MX", languages: ["es", "en"] },
  { city: "Valencia", country: "ES", languages: ["es"] },
  { city: "Medellín", country: "CO", languages: ["es"] },
  { city: "Toronto", country: "CA", languages: ["en", "fr"] },
  { city: "Manchester", country: "GB", languages: ["en"] },
] as const;
const BIOS: Record<IndustryId, { en: string; es: string }> = {
  beauty: {
    en: "Skincare routines in under a minute.",
    es: "Rutinas de cuidado de la piel en menos de un minuto.",
  },
  fintech: {
    en: "Money apps, explained without jargon.",
    es: "Apps de dinero, explicadas sin jerga.",
  },
  "food-and-drink": {
    en: "Weeknight recipes with five ingredients.",
    es: "Recetas de diario con cinco ingredientes.",
  },
  fitness: {
    en: "Home workouts for people short on time.",
    es: "Ejercicio en casa para quien tiene poco tiempo.",
  },
  home: {
    en: "Small-space makeovers on a budget.",
    es: "Cambios de look para espacios pequeños con poco presupuesto.",
  },
  gaming: {
    en: "Indie games, first impressions and tips.",
    es: "Juegos indie, primeras impresiones y consejos.",
  },
};
/** Follower counts across the rate guide's tiers, most creators small, as on the platforms. */
const FOLLOWERS = [2_400, 6_800, 14_000, 31_000, 47_500, 88_000, 190_000, 420_000] as const;

/** A small deterministic generator, so every start seeds the same creators. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const ascii = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "");

/** Each demo creator's id and profile, as the app would write them. */
export function demoCreatorProfiles(count = DEMO_CREATOR_COUNT) {
  const next = sequence(46);
  const pick = <Item>(items: readonly Item[]) => items[Math.floor(next() * items.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const first = FIRST[index % FIRST.length]!;
    const last = LAST[Math.floor(index / FIRST.length) % LAST.length]!;
    const niche = INDUSTRIES[index % INDUSTRIES.length]!;
    const second = pick(INDUSTRIES);
    const platforms = HANDLE_PLATFORMS.filter((_, p) => p === index % 3 || next() < 0.4);
    const place = pick(PLACES);
    const handle = `${ascii(first)}.${ascii(last)}`;
    const perPlatform = <Value>(value: (platform: HandlePlatform) => Value) =>
      Object.fromEntries(platforms.map((platform) => [platform, value(platform)]));
    const uid = index === 0 ? DEMO_CREATOR_UID : `demo-${String(index).padStart(3, "0")}`;
    return {
      uid,
      profile: {
        displayName: `${first} ${last}`,
        email: `${handle}@example.com`,
        phone: "+1 555 0100",
        handles: perPlatform(() => handle),
        niches: second === niche ? [niche] : [niche, second],
        followers: perPlatform((platform) => {
          const followers = pick(FOLLOWERS);
          // New to TikTok: under the first tier there, so on no TikTok page of the directory.
          // TikTok's food and drink then has too few creators for a page of its own, and the
          // demo shows a facet left out (lib/directory/facets.ts).
          return platform === "tiktok" && niche === "food-and-drink" ? 600 : followers;
        }),
        city: place.city,
        country: place.country,
        languages: [...place.languages],
        bio: BIOS[niche],
        gigsCompleted: Math.floor(next() * 60),
        onTimeRate: Math.round((0.8 + next() * 0.2) * 100) / 100,
        memberSince: `202${3 + (index % 3)}-0${1 + (index % 9)}-1${index % 10}`,
        // Most have a photo in the demo's bucket (scripts/shared/demo-photo.mjs); a few show
        // their initials instead.
        ...(index % 9 === 4 ? {} : { photoPath: `creatorPhotos/${uid}/portrait.jpg` }),
        directory: {
          // A few keep themselves out of the directory, or out of search engines.
          listed: index % 11 !== 5,
          indexable: index % 7 !== 3,
          showCity: next() < 0.5,
        },
      },
    };
  });
}
