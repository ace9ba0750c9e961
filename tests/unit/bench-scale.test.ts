import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scaleSizes } from "../../scripts/bench/bench-scale.mjs";
import { mergeReport, splitReport } from "../../scripts/bench/report-file.mjs";
import { generatedPost, writeGeneratedPosts } from "../../scripts/bench/scale-posts.mjs";
import { costPerPost, scaleReport, type ScaleRow } from "../../scripts/bench/scale-report.mjs";
import { parseContentFile } from "@/lib/content/parse-file";
import { postFrontMatterSchema } from "@/lib/content/schemas";

const model = {
  slug: "how-to-brief-a-creator",
  text: readFileSync(join(__dirname, "../../content/blog/how-to-brief-a-creator.md"), "utf8"),
};

describe("the scale bench's generated posts", () => {
  it("are the real post under a slug, date and title of their own, still a valid post", () => {
    // The model as once revised: the copy is a new post, never updated.
    const revised = model.text.replace(/^date: .*$/m, "date: 2026-02-10\nupdated: 2026-03-01");
    const post = generatedPost({ ...model, text: revised }, 7, "2025-12-31");
    expect(post.file).toBe("how-to-brief-a-creator-scale-7.md");
    const { slug, meta } = parseContentFile(post.file, post.text, postFrontMatterSchema);
    expect(slug).toBe("how-to-brief-a-creator-scale-7");
    expect(meta.date).toBe("2025-12-31");
    expect(meta.updated).toBeUndefined();
    const original = parseContentFile("x.md", model.text, postFrontMatterSchema).meta.title;
    expect(meta.title).toBe(`${original} (7)`);
  });

  it("are written as many as asked, a day apart, each file new", () => {
    const content = mkdtempSync(join(tmpdir(), "scale-posts-"));
    mkdirSync(join(content, "blog"));
    writeFileSync(join(content, "blog", `${model.slug}.md`), model.text);
    // A title in quotes, as the CMS writes one with a colon in it.
    const quoted = model.text.replace(/^title: (.*)$/m, 'title: "Disclosure: $1"');
    writeFileSync(join(content, "blog", "quoted.md"), quoted);
    writeGeneratedPosts(content, 30);
    const files = readdirSync(join(content, "blog"));
    expect(files).toHaveLength(32);
    const texts = files.map((file) => readFileSync(join(content, "blog", file), "utf8"));
    for (const [index, text] of texts.entries()) {
      expect(() => parseContentFile(files[index]!, text, postFrontMatterSchema)).not.toThrow();
    }
    const generated = texts.filter((_, index) => files[index]!.includes("-scale-"));
    const dates = generated.map((text) => /^date: (.*)$/m.exec(text)![1]);
    expect(new Set(dates).size).toBe(30);
    const titles = generated.map((text, index) => {
      const file = files.filter((name) => name.includes("-scale-"))[index]!;
      return parseContentFile(file, text, postFrontMatterSchema).meta.title;
    });
    expect(new Set(titles).size).toBe(30);
    expect(titles.filter((title) => title.startsWith("Disclosure: "))).toHaveLength(15);
  });
});

const row = (posts: number, seconds: number, bytes: number): ScaleRow => ({
  posts,
  build: { images: 1, next: seconds - 2, postbuild: 1 },
  out: {
    bytes,
    htmlPages: 80 + posts,
    largest: { path: "/blog.html", bytes: 50_000 },
    blogBytes: 50_000,
    feedBytes: 12_000,
    sitemapBytes: 1_000,
  },
  rebuild: { images: 1, next: 20, postbuild: 5 },
});

describe("the scale bench's report", () => {
  const rows = [row(0, 48, 24_000_000), row(500, 109, 187_000_000)];

  it("gives what each added post costs against the site as it is", () => {
    expect(costPerPost(rows[0]!, rows[0]!)).toBeUndefined();
    const cost = costPerPost(rows[0]!, rows[1]!)!;
    expect(cost.seconds).toBeCloseTo(0.122);
    expect(cost.kilobytes).toBeCloseTo(326);
  });

  it("is a section of its own, between the bench's tables and the deferral's", () => {
    const section = scaleReport(rows, { host: "Host: 2 cores." });
    expect(section).toContain("| 500 | 109 (1 + 107 + 1) | 187.0 | 580 | /blog.html 50.0 |");
    expect(section).toContain("0.12 s, 326 KB");
    const bench = "# Bench\n\n| route |\n";
    const deferral = "## The deferral, side by side\n\n| route |\n";
    const merged = mergeReport(`${bench}\n${deferral}`, { scale: section });
    expect(splitReport(merged)).toEqual({ bench, scale: section, deferral });
    expect(merged.indexOf("## The site at scale")).toBeLessThan(merged.indexOf("## The deferral"));
  });
});

describe("BENCH_SCALE", () => {
  it("reads the sizes, 0, 500 and 2,000 by default, and refuses what is not a count", () => {
    expect(scaleSizes(undefined)).toEqual([0, 500, 2000]);
    expect(scaleSizes("0, 50")).toEqual([0, 50]);
    expect(() => scaleSizes("0,many")).toThrow(/many/);
  });
});
