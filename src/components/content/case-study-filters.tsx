import { FilterLink } from "@/components/ui/filter-link";
import { caseStudyFacets, type FacetKind, getAllCaseStudies } from "@/lib/content";
import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { filterAttributes } from "@/lib/interactions/attributes";

export type ActiveFilter = { kind: FacetKind; id: string } | null;

function FacetGroup({
  heading,
  kind,
  locale,
  currentId,
}: {
  heading: string;
  kind: FacetKind;
  locale: Locale;
  currentId: string | undefined;
}) {
  const facet = caseStudyFacets[kind];
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold text-ink">{heading}</h2>
      <ul className="flex flex-wrap gap-2">
        {facet.values(locale).map((value) => (
          <li key={value.id}>
            <FilterLink
              href={facet.path(value.id, locale)}
              current={value.id === currentId}
              attributes={filterAttributes(kind, value.id)}
            >
              {value.label}
              <span className="ml-1.5 text-xs opacity-75">
                {facet.studies(value.id, locale).length}
              </span>
            </FilterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Filters as links to pages generated at build time, so they work without JavaScript on a
 * static export (which cannot read a query string); with JavaScript they navigate client-side.
 * Each language has its own filter pages, over the studies written in it.
 */
export function CaseStudyFilters({ active, locale }: { active: ActiveFilter; locale: Locale }) {
  const t = translator(locale, "caseStudies");
  return (
    <nav aria-label={t("filtersLabel")} className="grid gap-6">
      <div>
        <FilterLink
          href={routesFor(locale).caseStudies}
          current={active === null}
          attributes={filterAttributes("all", "all")}
        >
          {t("allFilter")}
          <span className="ml-1.5 text-xs opacity-75">{getAllCaseStudies(locale).length}</span>
        </FilterLink>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {(["industry", "platform"] as const).map((kind) => (
          <FacetGroup
            key={kind}
            heading={t(kind === "industry" ? "byIndustry" : "byPlatform")}
            kind={kind}
            locale={locale}
            currentId={active?.kind === kind ? active.id : undefined}
          />
        ))}
      </div>
    </nav>
  );
}
