import { localeFacts, type Locale } from "@/config/locale";
import { creatorPath } from "@/lib/content/paths";
import type { DirectoryEntry } from "@/lib/directory/entry";
import type { HandlePlatform } from "@/lib/directory/profile";
import { portraitImage } from "@/lib/images/responsive-image";
import type { JsonLdNode } from "./json-ld";
import { absoluteUrl } from "./metadata";

/** Where each platform shows a handle's profile. */
const HANDLE_URLS: Record<HandlePlatform, (handle: string) => string> = {
  tiktok: (handle) => `https://www.tiktok.com/@${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}/`,
  youtube: (handle) => `https://www.youtube.com/@${handle}`,
};

/** A listed creator's page: a ProfilePage whose main entity is the creator, a Person. */
export function profilePageJsonLd(creator: DirectoryEntry, locale: Locale): JsonLdNode {
  const bio = creator.bio[locale];
  const portrait = portraitImage(creator.photo);
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    url: absoluteUrl(creatorPath(creator.slug, locale)),
    inLanguage: localeFacts[locale].tag,
    dateCreated: creator.memberSince,
    mainEntity: {
      "@type": "Person",
      name: creator.displayName,
      ...(bio ? { description: bio } : {}),
      ...(portrait ? { image: absoluteUrl(portrait.src as `/${string}`) } : {}),
      knowsLanguage: creator.languages,
      homeLocation: {
        "@type": "Place",
        address: {
          "@type": "PostalAddress",
          ...(creator.city ? { addressLocality: creator.city } : {}),
          addressCountry: creator.country,
        },
      },
      sameAs: (Object.keys(HANDLE_URLS) as HandlePlatform[]).flatMap((platform) => {
        const handle = creator.handles[platform];
        return handle === undefined ? [] : [HANDLE_URLS[platform](handle)];
      }),
    },
  };
}
