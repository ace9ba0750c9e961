import type { Locale } from "@/config/locale";
import { PLATFORMS } from "@/data/taxonomies";
import { translator } from "@/i18n/translator";
import { FilterLink } from "@/components/ui/filter-link";
import {
  directoryFacets,
  directoryList,
  facetPath,
  listedCreators,
  listPagePath,
  taxonomyLabels,
} from "@/lib/content";
import type { DirectoryFacet } from "@/lib/directory/facets";

const countClass = "ml-1.5 text-xs opacity-75";

/**
 * The directory's filters: a link to each platform's page and to each niche's page on it, only
 * where that page exists (three creators or more), with the page being shown marked as current.
 * Plain links to pages built ahead, so they work without JavaScript; the same in every language,
 * as the facets are. The follower band is no filter: a page per band would multiply the pages
 * by four for a fact each card shows already.
 */
export function DirectoryFilters({ locale, active }: { locale: Locale; active?: DirectoryFacet }) {
  const t = translator(locale, "directory");
  const labels = taxonomyLabels(locale);
  const facets = directoryFacets();
  const platforms = facets.filter((facet) => facet.niche === undefined);
  const isActive = (facet: DirectoryFacet) =>
    facet.platform === active?.platform && facet.niche === active.niche;
  if (platforms.length === 0) return null;
  return (
    <nav aria-label={t("filtersLabel")} className="mb-10 grid gap-6">
      <div>
        <FilterLink href={listPagePath(directoryList, 1, locale)} current={active === undefined}>
          {t("allFilter")}
          <span className={countClass}>{listedCreators().length}</span>
        </FilterLink>
      </div>
      <div>
        <h2 id="platforms-filter" className="mb-3 text-sm font-semibold text-ink">
          {t("byPlatform")}
        </h2>
        <ul aria-labelledby="platforms-filter" className="flex flex-wrap gap-2">
          {platforms.map((facet) => (
            <li key={facet.platform}>
              <FilterLink href={facetPath(facet, locale)} current={isActive(facet)}>
                {PLATFORMS[facet.platform]}
                <span className={countClass}>{facet.creators.length}</span>
              </FilterLink>
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        {platforms.map(({ platform }) => {
          const niches = facets.filter((f) => f.platform === platform && f.niche !== undefined);
          return niches.length === 0 ? null : (
            <div key={platform}>
              <h2 id={`niches-${platform}`} className="mb-3 text-sm font-semibold text-ink">
                {t("byNiche", { platform: PLATFORMS[platform] })}
              </h2>
              <ul aria-labelledby={`niches-${platform}`} className="flex flex-wrap gap-2">
                {niches.map((facet) => (
                  <li key={facet.niche}>
                    <FilterLink href={facetPath(facet, locale)} current={isActive(facet)}>
                      {labels.industry(facet.niche!)}
                      <span className={countClass}>{facet.creators.length}</span>
                    </FilterLink>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </nav>
  );
}
