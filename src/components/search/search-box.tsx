import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { SearchForm, type SearchFormLabels } from "./search-form";

/** The search box's words in one language, for a client component that renders SearchForm. */
export function searchFormLabels(locale: Locale): SearchFormLabels {
  const t = translator(locale, "searchEntry");
  return { label: t("label"), submit: t("submit") };
}

type SearchBoxProps = {
  locale: Locale;
  /** The field's id, unique on the page. */
  id: string;
  /** The term the field starts with. */
  defaultValue?: string;
  className?: string;
};

/** A search box in one language, leading to that language's search page (/search, /es/buscar). */
export function SearchBox({ locale, id, defaultValue, className }: SearchBoxProps) {
  return (
    <SearchForm
      action={routesFor(locale).search}
      id={id}
      labels={searchFormLabels(locale)}
      defaultValue={defaultValue}
      className={className}
    />
  );
}
