import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import type { LegalDocument, LegalSummary } from "./legal-document";
import { formatDate } from "@/lib/format-date";
import { Container } from "@/components/ui/container";

type LegalPageProps = {
  /** The binding text, in English. */
  document: LegalDocument;
  /** The page's opening in the page's language. */
  intro: { eyebrow: string; title: string };
  locale: Locale;
  /** On a page in another language: the document summarised in that language. */
  summary?: LegalSummary;
};

/**
 * A policy page: the short version first, a contents list, then each section. In another
 * language, the short version is a summary in that language, and the sections follow in
 * English, marked as such, with a note that they are the text that applies.
 */
export function LegalPage({ document, intro, locale, summary }: LegalPageProps) {
  const t = translator(locale, "legal");
  const inEnglish = summary ? "en" : undefined;
  return (
    <Container className="pt-12 pb-section lg:pt-20">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{intro.eyebrow}</p>
        <h1 className="mt-3 text-title font-bold">{intro.title}</h1>
        <p className="mt-4 text-muted">
          {t.rich("lastUpdated", {
            time: () => (
              <time dateTime={document.updated}>{formatDate(document.updated, locale)}</time>
            ),
          })}
        </p>
      </header>
      <div className="mt-12 grid gap-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-label={t("onThisPage")} className="lg:sticky lg:top-28 lg:self-start">
          <h2 className="text-sm font-bold">{t("onThisPage")}</h2>
          <ol lang={inEnglish} className="mt-4 grid gap-2 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-muted hover:text-ink">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-[68ch]">
          <section aria-labelledby="short-version" className="rounded-card bg-paper p-card">
            <h2 id="short-version" className="font-bold">
              {t("shortVersion")}
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-6 text-ink-soft">
              {(summary?.points ?? document.summary).map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            {summary ? <p className="mt-4 font-semibold">{t("translationNote")}</p> : null}
          </section>
          {summary ? (
            <h2 className="mt-12 text-sm font-bold tracking-wide text-muted uppercase">
              {t("fullText")}
            </h2>
          ) : null}
          <div lang={inEnglish}>
            {document.sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id} className="mt-12">
                <h2 id={section.id} className="text-subheading font-bold">
                  {section.heading}
                </h2>
                <div className="prose mt-4">{section.body}</div>
              </section>
            ))}
          </div>
        </div>
      </div>
    </Container>
  );
}
