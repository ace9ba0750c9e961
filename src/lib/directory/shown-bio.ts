import { LOCALES, type Locale } from "@/config/locale";
import type { DirectoryEntry } from "./entry";

/**
 * The bio a creator's page shows in `locale`: the one written in it, else the first the creator
 * wrote in another language (the page then marks its language and says so), else none.
 */
export function shownBio(
  bio: DirectoryEntry["bio"],
  locale: Locale,
): { text: string; locale: Locale } | undefined {
  const written = [locale, ...LOCALES.filter((other) => other !== locale)].find(
    (candidate) => (bio[candidate] ?? "").trim() !== "",
  );
  return written ? { text: bio[written]!, locale: written } : undefined;
}
