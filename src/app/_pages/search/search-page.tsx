import type { Locale } from "@/config/locale";
import { localeFacts } from "@/config/locale";
import { routesFor } from "@/config/site";
import { Container } from "@/components/ui/container";
import type { SearchLabels } from "@/components/search/labels";
import { SearchApp } from "@/components/search/search-app";
import { SiteMap } from "@/components/search/site-map";
import { registeredPages } from "../page-registry";
import { translator } from "@/i18n/translator";
import { countMessages } from "@/lib/search/count-message";
import { COUNT_SLOT, TERM_SLOT } from "@/lib/search/count-sentence.mjs";
import { filterValueOrder } from "@/lib/content/search-filter-order";

function searchLabels(locale: Locale): SearchLabels {
  const t = translator(locale, "search");
  const { tag } = localeFacts[locale];
  const slots = { shown: COUNT_SLOT, term: TERM_SLOT };
  return {
    box: t("box"),
    placeholder: t("placeholder"),
    submit: t("submit"),
    loading: t("loading"),
    failed: t("failed"),
    hint: t("hint"),
    noResultsHint: t("noResultsHint"),
    results: t("results"),
    showMore: t("showMore"),
    filtersTitle: t("filters.title"),
    filters: {
      kind: t("filters.kind"),
      tag: t("filters.tag"),
      industry: t("filters.industry"),
      platform: t("filters.platform"),
    },
    countForTerm: countMessages((count) => t("resultsFor", { count, ...slots }), tag),
    countFiltered: countMessages((count) => t("resultsFiltered", { count, ...slots }), tag),
  };
}

/**
 * The search page, in either route tree: the box and its results (Pagefind, loaded here
 * alone), and below them every page of the site, which is all a visitor without JavaScript gets.
 */
export function SearchPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "search");
  return (
    <>
      <Container className="pt-12 pb-10 lg:pt-20">
        <h1 className="text-title font-bold text-balance">{t("title")}</h1>
        <noscript>
          <p className="mt-4 max-w-2xl rounded-lg bg-accent-soft px-4 py-3 text-ink">
            {t("noScript")}
          </p>
        </noscript>
        <div className="mt-8 max-w-3xl">
          <SearchApp
            locale={locale}
            tag={localeFacts[locale].tag}
            action={routesFor(locale).search}
            labels={searchLabels(locale)}
            filterOrder={filterValueOrder(locale)}
          />
        </div>
      </Container>
      <SiteMap
        locale={locale}
        pages={registeredPages(locale)
          .filter((page) => page.id !== "search")
          .map((page) => ({ href: page.path, label: page.title }))}
      />
    </>
  );
}
