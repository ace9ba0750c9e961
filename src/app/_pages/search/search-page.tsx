import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { Container } from "@/components/ui/container";
import { translator } from "@/i18n/translator";
import { pageMetadata } from "@/lib/seo/metadata";
import { RUNS_WEBASSEMBLY } from "@/lib/search/runs-webassembly.mjs";

export function searchMetadata(locale: Locale) {
  const t = translator(locale, "search");
  return pageMetadata({
    title: t("metaTitle"),
    description: t("metaDescription"),
    path: routesFor(locale).search,
  });
}

/** The search page, in either route tree. */
export function SearchPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "search");
  return (
    <Container {...{ [RUNS_WEBASSEMBLY]: "" }}>
      <h1>{t("title")}</h1>
    </Container>
  );
}
