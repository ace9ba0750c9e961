import type { Locale } from "@/config/locale";
import { routesFor } from "@/config/site";
import { translator } from "@/i18n/translator";
import {
  CARDS_PER_PAGE,
  caseStudyPath,
  getAllCaseStudies,
  getAllPosts,
  postPath,
} from "@/lib/content";
import { Container } from "@/components/ui/container";

export type Link = { href: string; label: string };

/**
 * A human sitemap: the site's pages in the page's language (`pages`, from the page registry,
 * in the footer's order), and the newest posts and
 * case studies from the content itself (as many as a page of their list), each section ending
 * with its list, which pages through the rest: the search page stays the same size however
 * much the CMS publishes. It is how a visitor without JavaScript finds a page, and stays below
 * the search for everyone else.
 */
export function SiteMap({ locale, pages: sitePages }: { locale: Locale; pages: readonly Link[] }) {
  const t = translator(locale, "search.sitemap");
  const pages = routesFor(locale);
  const sections: { title: string; links: Link[] }[] = [
    {
      title: t("pages"),
      links: [...sitePages],
    },
    {
      title: t("posts"),
      links: [
        ...getAllPosts(locale)
          .slice(0, CARDS_PER_PAGE)
          .map((post) => ({ href: postPath(post.slug, locale), label: post.title })),
        { href: pages.blog, label: t("everyPost") },
      ],
    },
    {
      title: t("caseStudies"),
      links: [
        ...getAllCaseStudies(locale)
          .slice(0, CARDS_PER_PAGE)
          .map((study) => ({ href: caseStudyPath(study.slug, locale), label: study.title })),
        { href: pages.caseStudies, label: t("everyCaseStudy") },
      ],
    },
  ];
  return (
    <Container as="section" aria-labelledby="site-map" className="border-t border-line py-12">
      <h2 id="site-map" className="text-2xl font-bold text-ink">
        {t("title")}
      </h2>
      <div className="mt-6 grid gap-8 md:grid-cols-3">
        {sections.map((section) => (
          <nav key={section.title} aria-label={section.title}>
            <h3 className="font-semibold text-ink">{section.title}</h3>
            <ul className="mt-3 grid gap-2 text-sm">
              {section.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="text-muted underline-offset-4 hover:text-ink hover:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </Container>
  );
}
