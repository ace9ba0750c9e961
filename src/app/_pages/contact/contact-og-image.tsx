import type { Locale } from "@/config/locale";
import { renderOgCard } from "@/lib/seo/og-card";
import { contactIntro } from "./contact-intro";

/** The contact page's share card in `locale`: its eyebrow and h1. */
export const contactOgImage = (locale: Locale) => renderOgCard(contactIntro(locale));

export const contactOgAlt = (locale: Locale) => contactIntro(locale).title;
