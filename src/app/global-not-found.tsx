import type { Metadata } from "next";
import { DEFAULT_LOCALE, LOCALES, localeFacts } from "@/config/locale";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { SiteDocument } from "@/components/layout/site-document";
import { KnownPagesData } from "@/components/not-found/known-pages-data";
import { PageSuggestion } from "@/components/not-found/page-suggestion";
import { PathSearchBox } from "@/components/not-found/path-search-box";
import { suggestionSentences } from "@/components/not-found/suggestion-sentences";
import { searchFormLabels } from "@/components/search/search-box";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { PageIntro } from "@/components/ui/page-intro";
import { rootMetadata } from "@/lib/seo/root-metadata";
import { registeredPages } from "./_pages/page-registry";

const t = translator(DEFAULT_LOCALE, "notFound");

export const metadata: Metadata = {
  ...rootMetadata(DEFAULT_LOCALE),
  title: t("metaTitle"),
  description: t("metaDescription"),
};

/**
 * The site's 404 page (out/404.html). A static host serves one not-found page for every
 * address, whatever its language, so it says the same in each language the site speaks, each
 * part marked with its own, and leads to each language's home and search. Once hydrated, it
 * reads the address: each search box holds its words, and the page it most likely meant is
 * suggested, from the list written into the page at build time (KnownPagesData). A global
 * not-found page (see next.config.mjs) is a document of its own, outside the languages' root
 * layouts, and no other page carries it.
 */
export default function NotFound() {
  const pages = routesFor(DEFAULT_LOCALE);
  return (
    <SiteDocument locale={DEFAULT_LOCALE} translatedContent={[]}>
      <PageIntro
        eyebrow="404"
        title={t("title")}
        actions={
          <>
            <Button href={pages.home}>{t("home")}</Button>
            <Button href={pages.blog} variant="secondary">
              {t("blog")}
            </Button>
          </>
        }
      >
        <p>{t("lead")}</p>
        <PageSuggestion sentences={suggestionSentences()} />
        <PathSearchBox
          action={pages.search}
          id={`not-found-search-${DEFAULT_LOCALE}`}
          labels={searchFormLabels(DEFAULT_LOCALE)}
        />
      </PageIntro>
      {LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => {
        const other = translator(locale, "notFound");
        const otherPages = routesFor(locale);
        return (
          <Container key={locale} className="pb-section">
            <section
              lang={localeFacts[locale].lang}
              aria-labelledby={`not-found-${locale}`}
              className="max-w-2xl border-t border-line pt-10"
            >
              <h2 id={`not-found-${locale}`} className="text-subheading font-bold">
                {other("title")}
              </h2>
              <p className="mt-3 text-muted">{other("lead")}</p>
              <PathSearchBox
                action={otherPages.search}
                id={`not-found-search-${locale}`}
                labels={searchFormLabels(locale)}
                className="mt-6"
              />
              <div className="mt-6 flex flex-wrap gap-3">
                <Button href={otherPages.home} size="md">
                  {other("home")}
                </Button>
                <Button href={otherPages.blog} variant="secondary" size="md">
                  {other("blog")}
                </Button>
              </div>
            </section>
          </Container>
        );
      })}
      <KnownPagesData pages={LOCALES.flatMap(registeredPages)} />
    </SiteDocument>
  );
}
