import type { Locale } from "@/config/locale";

/**
 * The eyebrow and h1 of the legal pages, in each language. They are part of the legal text,
 * so they stay in code; the other pages' intros are content, in content/page-intros.yml.
 */
export const legalPageIntros = {
  en: {
    privacy: { eyebrow: "Legal", title: "Privacy policy" },
    terms: { eyebrow: "Legal", title: "Terms of use" },
  },
  es: {
    privacy: { eyebrow: "Legal", title: "Política de privacidad" },
    terms: { eyebrow: "Legal", title: "Términos de uso" },
  },
} as const satisfies Record<
  Locale,
  Record<"privacy" | "terms", { eyebrow: string; title: string }>
>;
