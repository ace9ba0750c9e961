import { notFound } from "next/navigation";
import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { Container } from "@/components/ui/container";
import { AfterArticle, MoreToRead } from "@/components/content/after-article";
import { CaseStudyList } from "@/components/content/case-study-list";
import { CaseStudyFacts } from "@/components/content/case-study-facts";
import { CoverImage } from "@/components/content/cover-image";
import { MarkdownContent } from "@/components/content/markdown-content";
import { ResultsChart } from "@/components/content/results-chart";
import { ResultsList } from "@/components/content/results-list";
import { SearchFacts } from "@/components/search/search-facts";
import { JsonLd } from "@/components/seo/json-ld";
import { caseStudyPath, getAllCaseStudies, getCaseStudyBySlug } from "@/lib/content";
import { articleJsonLd } from "@/lib/seo/json-ld";
import { SEARCH_BODY } from "@/lib/search/search-facts";
import { pageMetadata } from "@/lib/seo/metadata";
import { renderOgCard } from "@/lib/seo/og-card";

/** As wide as the title's column (max-w-4xl), or the viewport less the page's padding. */
const STUDY_COVER_SIZES = "(min-width: 960px) 896px, calc(100vw - 2.5rem)";

export function caseStudyMetadata(locale: Locale, slug: string) {
  const study = getCaseStudyBySlug(slug, locale);
  if (!study) return {};
  return pageMetadata({
    title: `${study.brand}: ${study.title}`,
    description: study.description,
    path: caseStudyPath(study.slug, locale),
    type: "article",
    article: {
      publishedTime: study.published,
      authors: [study.brand],
      tags: [study.industry.label, ...study.platforms.map((p) => p.label)],
    },
  });
}

export const caseStudyOgAlt = (locale: Locale) => translator(locale, "caseStudies")("studyOgAlt");

export function caseStudyOgImage(locale: Locale, slug: string) {
  const t = translator(locale, "caseStudies");
  const study = getCaseStudyBySlug(slug, locale);
  return renderOgCard({
    eyebrow: t("studyEyebrow", { brand: study?.brand ?? "" }),
    title: study?.title ?? t("eyebrow"),
    locale,
  });
}

/** One case study, in the language it is written in. */
export function CaseStudyPage({ locale, slug }: { locale: Locale; slug: string }) {
  const study = getCaseStudyBySlug(slug, locale);
  if (!study) notFound();
  const t = translator(locale, "caseStudies");
  const others = getAllCaseStudies(locale)
    .filter((other) => other.slug !== study.slug)
    .slice(0, 3);

  return (
    <>
      <JsonLd data={articleJsonLd(study)} />
      <article {...SEARCH_BODY}>
        <SearchFacts
          locale={locale}
          kind="caseStudy"
          filters={{
            industry: [study.industry.label],
            platform: study.platforms.map((platform) => platform.label),
          }}
          cover={study.cover}
        />
        <Container as="header" className="pt-14 lg:pt-20">
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">
            {t("studyEyebrow", { brand: study.brand })}
          </p>
          <h1 className="mt-3 max-w-4xl text-title font-bold text-balance">{study.title}</h1>
          <p className="mt-5 max-w-3xl text-lead text-muted">{study.description}</p>
          <CoverImage
            cover={study.cover}
            sizes={STUDY_COVER_SIZES}
            priority
            className="mt-10 max-w-4xl rounded-card"
          />
          <div className="mt-10">
            <CaseStudyFacts study={study} />
          </div>
        </Container>

        <Container as="section" aria-labelledby="results-heading" className="mt-16">
          <h2 id="results-heading" className="text-heading font-bold">
            {t("results")}
          </h2>
          <p className="mt-2 max-w-2xl text-muted">{t("resultsIntro")}</p>
          <div className="mt-8 grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,400px)]">
            <ResultsList results={study.results} locale={locale} />
            <figure className="rounded-card p-card ring-1 ring-line ring-inset lg:sticky lg:top-28">
              <ResultsChart
                id={study.slug}
                brand={study.brand}
                results={study.results}
                locale={locale}
              />
              <figcaption className="mt-4 text-sm text-muted">{t("chartCaption")}</figcaption>
            </figure>
          </div>
        </Container>

        <Container>
          <div className="prose mt-16">
            <MarkdownContent entry={study} locale={locale} />
          </div>
          {study.quote ? (
            <figure className="mt-14 max-w-3xl rounded-card bg-accent-soft p-card">
              <blockquote className="text-lead font-medium text-ink text-balance">
                <p>“{study.quote.text}”</p>
              </blockquote>
              <figcaption className="mt-4 text-sm text-ink-soft">
                <span className="font-semibold">{study.quote.name}</span>, {study.quote.role}
              </figcaption>
            </figure>
          ) : null}
        </Container>
      </article>

      <AfterArticle
        className="mt-16"
        audience="brands"
        placement="case-study-footer"
        locale={locale}
      >
        {others.length > 0 ? (
          <MoreToRead headingId="more-heading" heading={t("moreHeading")}>
            <CaseStudyList studies={others} label={t("moreHeading")} headingLevel={3} />
          </MoreToRead>
        ) : null}
      </AfterArticle>
    </>
  );
}
