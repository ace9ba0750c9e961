import type { Locale } from "@/config/locale";
import { pageIntrosSchema } from "@/lib/content/data/page-intros";
import { localizedCopy } from "@/lib/content/site-copy";

/** The contact page's eyebrow and h1 in `locale`, which its share card repeats. */
export const contactIntro = (locale: Locale) =>
  localizedCopy("page-intros.yml", locale, pageIntrosSchema).contact;
