import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postFile, studyFile } from "../support/content-samples";

/*
 * The loader by language, on a small content tree of its own: the loader reads content/ from
 * the working directory as its modules load, so each test gives it a fresh tree and fresh
 * modules.
 */

const post = (title: string, tags?: string) => postFile({ title, tags });
const study = (title: string, baselineLabel: string) => studyFile({ title, baselineLabel });

const ENGLISH_TREE = {
  "content/authors/maya-okafor.yml": "name: Maya Okafor\nrole: Head of Brand Partnerships\n",
  "content/blog/how-to-brief.md": post("How to brief a creator well"),
  "content/blog/english-only.md": post("A post only English has", "[payments]"),
  "content/casestudies/fernhollow.md": study("Fernhollow sold more skincare", "Last quarter"),
  "content/casestudies/tallyfin.md": study("Tallyfin, in English only", "Last quarter"),
};

const SPANISH_TREE = {
  "content/es/authors/maya-okafor.yml": "name: Maya Okafor\nrole: Directora de Alianzas\n",
  "content/es/blog/how-to-brief.md": post("Cómo darle un buen brief a un creador"),
  "content/es/casestudies/fernhollow.md": study("Fernhollow vendió más", "Trimestre anterior"),
};

let root: string | undefined;

/** The content modules, loaded afresh over a tree of `files`. */
async function loaderOver(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), "gigloom-locales-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  vi.spyOn(process, "cwd").mockReturnValue(root);
  vi.resetModules();
  return {
    ...(await import("@/lib/content/posts")),
    ...(await import("@/lib/content/case-studies")),
    ...(await import("@/lib/content/translated-pages")),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe("the content loader, by language", () => {
  it("reads English by default, as before, and each translation from content/<locale>", async () => {
    const content = await loaderOver({ ...ENGLISH_TREE, ...SPANISH_TREE });
    expect(content.getAllPosts().map((p) => [p.slug, p.locale])).toEqual([
      ["english-only", "en"],
      ["how-to-brief", "en"],
    ]);
    const [spanish, ...others] = content.getAllPosts("es");
    expect(others).toEqual([]);
    expect(spanish).toMatchObject({
      slug: "how-to-brief",
      locale: "es",
      title: "Cómo darle un buen brief a un creador",
      file: "content/es/blog/how-to-brief.md",
      author: { id: "maya-okafor", name: "Maya Okafor", role: "Directora de Alianzas" },
      tags: [
        { id: "briefs", label: "Briefs" },
        { id: "for-brands", label: "Para marcas" },
      ],
    });
    expect(content.getPostBySlug("english-only", "es")).toBeUndefined();
    expect(content.getAllTags("es").map((tag) => tag.label)).toEqual(["Briefs", "Para marcas"]);
    expect(content.getAllTags().map((tag) => tag.label)).toEqual([
      "Briefs",
      "Payments",
      "For brands",
    ]);
  });

  it("labels a case study's facets in its language, and filters over its language's studies", async () => {
    const content = await loaderOver({ ...ENGLISH_TREE, ...SPANISH_TREE });
    expect(content.getCaseStudyBySlug("fernhollow", "es")).toMatchObject({
      locale: "es",
      industry: { id: "beauty", label: "Belleza y cuidado personal" },
      platforms: [
        { id: "tiktok", label: "TikTok" },
        { id: "instagram", label: "Instagram" },
      ],
      budgetLabel: "USD 10k–25k",
    });
    expect(content.getCaseStudyBySlug("fernhollow")).toMatchObject({
      industry: { label: "Beauty & personal care" },
      budgetLabel: "$10k–$25k",
    });
    expect(content.getAllCaseStudies("es").map((s) => s.slug)).toEqual(["fernhollow"]);
    expect(content.getCaseStudiesByIndustry("beauty", "es")).toHaveLength(1);
    expect(content.getCaseStudiesByIndustry("beauty")).toHaveLength(2);
  });

  it("has no entries in a language that has no folder yet", async () => {
    const content = await loaderOver(ENGLISH_TREE);
    expect(content.getAllPosts("es")).toEqual([]);
    expect(content.getAllCaseStudies("es")).toEqual([]);
    expect(content.translatedContentPages()).toEqual([]);
  });

  it("refuses a translation with no English original, naming the file", async () => {
    const content = await loaderOver({
      ...ENGLISH_TREE,
      ...SPANISH_TREE,
      "content/es/blog/como-dar-un-brief.md": post("Un brief con otro nombre de archivo"),
    });
    expect(() => content.getAllPosts("es")).toThrow(
      /^content\/es\/blog\/como-dar-un-brief\.md: no English original content\/blog\/como-dar-un-brief\.md/,
    );
  });

  it("refuses a translated post whose author has no file in its language, rather than show English", async () => {
    const withoutSpanishAuthor = Object.fromEntries(
      Object.entries(SPANISH_TREE).filter(([path]) => !path.startsWith("content/es/authors/")),
    );
    const content = await loaderOver({ ...ENGLISH_TREE, ...withoutSpanishAuthor });
    expect(() => content.getAllPosts("es")).toThrow(
      /content\/es\/blog\/how-to-brief\.md: .*"author": no author "maya-okafor": expected the name of a file in content\/es\/authors/,
    );
  });
});

describe("translatedContentPages", () => {
  it("pairs each translated page with its English original, and leaves English-only pages out", async () => {
    const content = await loaderOver({ ...ENGLISH_TREE, ...SPANISH_TREE });
    expect(content.translatedContentPages()).toEqual([
      { en: "/blog/how-to-brief", es: "/es/blog/how-to-brief" },
      { en: "/blog/tags/briefs", es: "/es/blog/temas/briefs" },
      { en: "/blog/tags/for-brands", es: "/es/blog/temas/for-brands" },
      { en: "/casestudies/fernhollow", es: "/es/casos-de-exito/fernhollow" },
      { en: "/casestudies/industry/beauty", es: "/es/casos-de-exito/sector/beauty" },
      { en: "/casestudies/platform/tiktok", es: "/es/casos-de-exito/plataforma/tiktok" },
      { en: "/casestudies/platform/instagram", es: "/es/casos-de-exito/plataforma/instagram" },
    ]);
  });
});
