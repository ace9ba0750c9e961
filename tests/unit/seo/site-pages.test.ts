import { describe, expect, it } from "vitest";
import { localizedRoutes, routes, siteConfig } from "@/config/site";
import { getAllCaseStudies, getAllPosts, getAllTags, postPath } from "@/lib/content";
import { directoryList } from "@/lib/content/creators";
import { blogList, facetList, tagList } from "@/lib/content/lists";
import { CARDS_PER_PAGE, pageCount } from "@/lib/content/pagination";
import { getSitePages, laterListPages, sitemapEntries } from "@/lib/seo/site-pages";

const site = siteConfig.siteUrl;

describe("getSitePages (the sitemap's list)", () => {
  const paths = getSitePages().map((page) => page.path);

  it("lists every route of the site config, in every language", () => {
    for (const path of Object.values(routes)) expect(paths).toContain(path);
    for (const path of Object.values(localizedRoutes.es)) expect(paths).toContain(path);
  });

  it("lists every post, tag page and case study", () => {
    for (const post of getAllPosts()) expect(paths).toContain(`/blog/${post.slug}`);
    for (const tag of getAllTags()) expect(paths).toContain(`/blog/tags/${tag.id}`);
    for (const study of getAllCaseStudies()) expect(paths).toContain(`/casestudies/${study.slug}`);
  });

  it("lists the translations of posts and case studies, and no other Spanish content page", () => {
    const translated = { en: "/blog/a-post", es: "/es/blog/a-post" };
    const onlyThat = getSitePages([translated]).map((page) => page.path);
    expect(onlyThat).toContain(translated.es);
    expect(onlyThat.filter((path) => path.startsWith("/es/blog/"))).toEqual([translated.es]);
    // The real content: every Spanish post in the sitemap, and no English-only one in Spanish.
    const spanishPosts = getAllPosts("es").map((post) => postPath(post.slug, "es"));
    expect(spanishPosts.length).toBeGreaterThan(0);
    const spanishPostLike = paths.filter((path) => /^\/es\/blog\/[^/]+$/.test(path));
    expect(spanishPostLike.sort()).toEqual(spanishPosts.sort());
  });

  it("gives each page its kind, and a translation its own kind and date", () => {
    const pages = getSitePages();
    const kindOf = (path: string) => pages.find((page) => page.path === path)?.kind;
    expect(kindOf("/pricing")).toBe("pages");
    expect(kindOf(localizedRoutes.es.rates)).toBe("pages");
    const [spanish] = getAllPosts("es");
    const translated = pages.find((page) => page.path === postPath(spanish!.slug, "es"));
    expect(translated).toEqual({
      path: postPath(spanish!.slug, "es"),
      kind: "posts",
      lastModified: spanish!.updated ?? spanish!.date,
    });
    for (const tag of getAllTags()) expect(kindOf(`/blog/tags/${tag.id}`)).toBe("topics");
    for (const study of getAllCaseStudies()) {
      expect(kindOf(`/casestudies/${study.slug}`)).toBe("case-studies");
    }
  });

  it("lists each page once, as a path on this site", () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
  });
});

describe("sitemapEntries", () => {
  it("gives each page with a counterpart its versions as alternates, x-default in English", () => {
    const [english, spanish] = sitemapEntries(
      [{ path: "/pricing" }, { path: localizedRoutes.es.pricing }],
      [],
    );
    const languages = {
      en: `${site}/pricing`,
      es: `${site}/es/precios`,
      "x-default": `${site}/pricing`,
    };
    expect(english).toEqual({ url: `${site}/pricing`, alternates: { languages } });
    expect(spanish).toEqual({ url: `${site}/es/precios`, alternates: { languages } });
  });

  it("pairs a translated post, keeps its date, and gives a page in one language no alternates", () => {
    const post = { en: "/blog/a-post", es: "/es/blog/a-post" };
    const entries = sitemapEntries(
      [
        { path: post.en, lastModified: "2026-03-02" },
        { path: "/blog/tags/briefs" },
        { path: post.es },
      ],
      [post],
    );
    expect(entries[0]).toEqual({
      url: `${site}/blog/a-post`,
      lastModified: "2026-03-02",
      alternates: {
        languages: {
          en: `${site}/blog/a-post`,
          es: `${site}/es/blog/a-post`,
          "x-default": `${site}/blog/a-post`,
        },
      },
    });
    expect(entries[1]).toEqual({ url: `${site}/blog/tags/briefs` });
    expect(entries[2]?.alternates).toEqual(entries[0]?.alternates);
  });

  it("gives every page of the config alternates, from the site's own list", () => {
    const entries = sitemapEntries(getSitePages([]), []);
    for (const path of [...Object.values(routes), ...Object.values(localizedRoutes.es)]) {
      const entry = entries.find(
        (each) => each.url === (path === "/" ? `${site}/` : `${site}${path}`),
      );
      expect(Object.keys(entry?.alternates?.languages ?? {}), path).toEqual([
        "en",
        "es",
        "x-default",
      ]);
    }
  });
});

describe("laterListPages (a list's later pages in the sitemap)", () => {
  it("lists each list's pages after the first, in its language's words and its map's kind", () => {
    const pages = laterListPages([
      { locale: "en", list: blogList, total: 500 },
      { locale: "es", list: tagList("pricing"), total: 30 },
      { locale: "es", list: facetList("industry", "beauty"), total: CARDS_PER_PAGE },
    ]);
    const blogPages = pages.filter((page) => page.path.startsWith("/blog/page/"));
    expect(blogPages.length).toBe(pageCount(500) - 1);
    expect(blogPages[0]).toEqual({ path: "/blog/page/2", kind: "posts" });
    expect(blogPages.at(-1)!.path).toBe(`/blog/page/${pageCount(500)}`);
    expect(pages.filter((page) => !page.path.startsWith("/blog/page/"))).toEqual([
      { path: "/es/blog/temas/pricing/pagina/2", kind: "topics" },
      { path: "/es/blog/temas/pricing/pagina/3", kind: "topics" },
    ]);
  });

  it("pages the directory 24 creators at a time, in the creators' map", () => {
    expect(laterListPages([{ locale: "es", list: directoryList, total: 49 }])).toEqual([
      { path: "/es/directorio/pagina/2", kind: "creators" },
      { path: "/es/directorio/pagina/3", kind: "creators" },
    ]);
    expect(laterListPages([{ locale: "en", list: directoryList, total: 48 }])).toEqual([
      { path: "/directory/page/2", kind: "creators" },
    ]);
  });
});
