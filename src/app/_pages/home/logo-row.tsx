import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import Link from "@/components/ui/site-link";
import {
  caseStudyPath,
  getAllCaseStudies,
  defaultWordmarkStyle,
  wordmarkStyles,
} from "@/lib/content";
import { cn } from "@/lib/cn";
import { Container } from "@/components/ui/container";

/** The brands that hire on Gigloom, as wordmarks under the hero; each opens its case study. */
export function LogoRow({ locale }: { locale: Locale }) {
  const t = translator(locale, "sections");
  const studies = getAllCaseStudies();
  const styles = wordmarkStyles(studies.map((study) => study.slug));
  // A brand links to its case study where the page's language has one; the others are named
  // without a link, so a Spanish page never leads silently to English.
  const translated = new Set(getAllCaseStudies(locale).map((study) => study.slug));
  const brands = studies.map((study) => ({
    name: study.brand,
    href: translated.has(study.slug) ? caseStudyPath(study.slug, locale) : undefined,
    ...(styles.get(study.slug) ?? defaultWordmarkStyle),
  }));
  const wordmarkClass =
    "flex items-center gap-2 rounded-sm leading-tight text-ink-soft sm:whitespace-nowrap";
  return (
    <section aria-labelledby="customers-title" className="border-y border-line bg-paper py-10">
      <Container>
        <h2 id="customers-title" className="text-center text-sm font-semibold text-muted">
          {t("logoRowTitle")}
        </h2>
        <ul className="mt-6 grid grid-cols-2 items-center gap-x-6 gap-y-6 sm:grid-cols-3 xl:grid-cols-6">
          {brands.map((brand) => (
            <li key={brand.name} className="flex justify-center">
              {brand.href ? (
                <Link
                  href={brand.href}
                  className={cn(
                    wordmarkClass,
                    "transition-colors hover:text-accent motion-reduce:transition-none",
                    brand.className,
                  )}
                >
                  <Wordmark name={brand.name} glyph={brand.glyph} />
                  <span className="sr-only"> {t("logoRowCaseStudy")}</span>
                </Link>
              ) : (
                <span className={cn(wordmarkClass, brand.className)}>
                  <Wordmark name={brand.name} glyph={brand.glyph} />
                </span>
              )}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function Wordmark({ name, glyph }: { name: string; glyph?: string }) {
  return (
    <>
      {glyph ? (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-6 shrink-0"
        >
          <path d={glyph} />
        </svg>
      ) : null}
      {name}
    </>
  );
}
