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
import { routes } from "@/config/site";
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
 */
export function CaseStudyFilters({ active }: { active: ActiveFilter }) {
  return (
    <nav aria-label="Filter case studies" className="grid gap-6">
      <div>
        <FilterLink
          href={routes.caseStudies}
          current={active === null}
          filter={{ kind: "all", value: "all" }}
        >
          All case studies
          <span className="ml-1.5 text-xs opacity-75">{getAllCaseStudies().length}</span>
        </FilterLink>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <FacetGroup
          heading="By industry"
          kind="industry"
          facets={getIndustries()}
          count={(id) => getCaseStudiesByIndustry(id).length}
          href={industryFilterPath}
          currentId={active?.kind === "industry" ? active.id : undefined}
        />
        <FacetGroup
          heading="By platform"
          kind="platform"
          facets={getPlatforms()}
          count={(id) => getCaseStudiesByPlatform(id).length}
          href={platformFilterPath}
          currentId={active?.kind === "platform" ? active.id : undefined}
        />
      </div>
    </nav>
  );
}
