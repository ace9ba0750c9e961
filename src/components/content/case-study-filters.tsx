import type { ReactNode } from "react";
import Link from "@/components/ui/site-link";
import { cn } from "@/lib/cn";
import {
  type Facet,
  getAllCaseStudies,
  getCaseStudiesByIndustry,
  getCaseStudiesByPlatform,
  getIndustries,
  getPlatforms,
  industryFilterPath,
  platformFilterPath,
} from "@/lib/content";
import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import { filterAttributes, type FilterKind } from "@/lib/interactions/attributes";

export type ActiveFilter = { kind: "industry" | "platform"; id: string } | null;

function FilterLink({
  href,
  current,
  filter,
  children,
}: {
  href: string;
  current: boolean;
  filter: { kind: FilterKind; value: string };
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      scroll={false}
      {...filterAttributes(filter.kind, filter.value)}
      aria-current={current ? "page" : undefined}
      className={cn(
        "inline-flex min-h-9 items-center rounded-full px-3.5 text-sm font-medium ring-1 ring-inset",
        current
          ? "bg-ink text-white ring-ink"
          : "bg-white text-ink-soft ring-line hover:bg-accent-soft hover:text-ink",
      )}
    >
      {children}
    </Link>
  );
}

function FacetGroup<Id extends string>(props: {
  heading: string;
  kind: "industry" | "platform";
  facets: Facet<Id>[];
  count: (id: Id) => number;
  href: (id: Id) => string;
  currentId: string | undefined;
}) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold text-ink">{props.heading}</h2>
      <ul className="flex flex-wrap gap-2">
        {props.facets.map((facet) => (
          <li key={facet.id}>
            <FilterLink
              href={props.href(facet.id)}
              current={facet.id === props.currentId}
              filter={{ kind: props.kind, value: facet.id }}
            >
              {facet.label}
              <span className="ml-1.5 text-xs opacity-75">{props.count(facet.id)}</span>
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
          filter={{ kind: "all", value: "all" }}
        >
          {t("allFilter")}
          <span className="ml-1.5 text-xs opacity-75">{getAllCaseStudies(locale).length}</span>
        </FilterLink>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <FacetGroup
          heading={t("byIndustry")}
          kind="industry"
          facets={getIndustries(locale)}
          count={(id) => getCaseStudiesByIndustry(id, locale).length}
          href={(id) => industryFilterPath(id, locale)}
          currentId={active?.kind === "industry" ? active.id : undefined}
        />
        <FacetGroup
          heading={t("byPlatform")}
          kind="platform"
          facets={getPlatforms(locale)}
          count={(id) => getCaseStudiesByPlatform(id, locale).length}
          href={(id) => platformFilterPath(id, locale)}
          currentId={active?.kind === "platform" ? active.id : undefined}
        />
      </div>
    </nav>
  );
}
