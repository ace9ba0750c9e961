import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/config/locale";
import type { PagePaths } from "@/i18n/counterparts";
import { getAllCaseStudies, getIndustries, getPlatforms } from "./case-studies";
import { caseStudyPath, industryFilterPath, platformFilterPath, postPath, tagPath } from "./paths";
import { getLandingPages, landingCounterparts } from "./landing-pages";
import { getAllPosts, getAllTags } from "./posts";

/** Each kind of content page: its ids in a language, and its path by id in that language. */
const kinds: { ids: (locale: Locale) => string[]; path: (id: string, locale: Locale) => string }[] =
  [
    { ids: (locale) => getAllPosts(locale).map((post) => post.slug), path: postPath },
    { ids: (locale) => getAllTags(locale).map((tag) => tag.id), path: tagPath },
    { ids: (locale) => getAllCaseStudies(locale).map((study) => study.slug), path: caseStudyPath },
    { ids: (locale) => getIndustries(locale).map((facet) => facet.id), path: industryFilterPath },
    { ids: (locale) => getPlatforms(locale).map((facet) => facet.id), path: platformFilterPath },
    // A landing page's translation shares its file's name, not its slug.
    {
      ids: (locale) => getLandingPages(locale).map((page) => page.name),
      path: (name, locale) => landingCounterparts(name)[locale]!.path,
    },
  ];

/**
 * Every content page that exists in more than one language, with its path in each: the
 * translated posts and case studies, the topic and filter pages both languages have, and the
 * landing pages written in more than one. A translation has the slug of its English original,
 * but for a landing page, which has its own in each language. The language switch leads to these
 * counterparts; hreflang and the sitemap pair them.
 */
export function translatedContentPages(): PagePaths[] {
  return kinds.flatMap(({ ids, path }) => {
    const english = new Set(ids(DEFAULT_LOCALE));
    const byId = new Map<string, PagePaths>();
    for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
      for (const id of ids(locale).filter((candidate) => english.has(candidate))) {
        const paths = byId.get(id) ?? { [DEFAULT_LOCALE]: path(id, DEFAULT_LOCALE) };
        byId.set(id, { ...paths, [locale]: path(id, locale) });
      }
    }
    return [...byId.values()];
  });
}
