import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CONTENT_ROOT, loadCollection } from "@/lib/content/load-collection";
import { parseContentFile } from "@/lib/content/parse-file";
import { checkCover, coverOf } from "@/lib/content/cover";
import { caseStudyFrontMatterSchema, postFrontMatterSchema } from "@/lib/content/schemas";
import { errorOf } from "./support/content-error";
import { postFile, studyFile } from "./support/content-samples";

const validPost = postFile({}, "## Start with the goal\n\nSay what the video is for.\n");
const validStudy = studyFile();

describe("parseContentFile", () => {
  it("accepts a valid post and returns its typed front matter and body", () => {
    const post = parseContentFile("content/blog/brief.md", validPost, postFrontMatterSchema);
    expect(post.slug).toBe("brief");
    expect(post.meta.author).toBe("maya-okafor");
    expect(post.meta.tags).toEqual(["briefs", "for-brands"]);
    expect(post.body).toContain("## Start with the goal");
  });

  it("names the file and the field when a field is missing", () => {
    const source = validPost.replace("author: maya-okafor\n", "");
    const error = errorOf(() =>
      parseContentFile("content/blog/brief.md", source, postFrontMatterSchema),
    );
    expect(error.message).toMatch(/^content\/blog\/brief\.md: /);
    expect(error.message).toContain('front matter field "author"');
  });

  it("names the field when a value is not allowed", () => {
    const source = validPost.replace("tags: [briefs, for-brands]", "tags: [briefs, gossip]");
    const error = errorOf(() =>
      parseContentFile("content/blog/brief.md", source, postFrontMatterSchema),
    );
    expect(error.message).toContain('front matter field "tags.1"');
  });

  it("rejects a misspelt field rather than ignoring it", () => {
    const source = validPost.replace("audience: brands", "audience: brands\nautor: someone");
    const error = errorOf(() =>
      parseContentFile("content/blog/brief.md", source, postFrontMatterSchema),
    );
    expect(error.message).toContain("autor");
  });

  it("names a nested field of a case-study result", () => {
    const source = validStudy.replace(/\n {4}measurement: .*\n/, "\n");
    const error = errorOf(() =>
      parseContentFile("content/casestudies/fernhollow.md", source, caseStudyFrontMatterSchema),
    );
    expect(error.message).toMatch(/^content\/casestudies\/fernhollow\.md: /);
    expect(error.message).toContain('front matter field "results.0.measurement"');
  });

  it("rejects a campaign that ends before it starts", () => {
    const source = validStudy.replace('end: "2026-03"', 'end: "2025-11"');
    const error = errorOf(() =>
      parseContentFile("content/casestudies/fernhollow.md", source, caseStudyFrontMatterSchema),
    );
    expect(error.message).toContain('front matter field "period.end"');
  });

  it("rejects a file without front matter, with broken YAML or with a bad file name", () => {
    const schema = postFrontMatterSchema;
    expect(errorOf(() => parseContentFile("content/blog/a.md", "# Hi", schema)).message).toMatch(
      /content\/blog\/a\.md: missing front matter/,
    );
    const brokenYaml = validPost.replace("tags: [briefs, for-brands]", "tags: [briefs");
    expect(
      errorOf(() => parseContentFile("content/blog/a.md", brokenYaml, schema)).message,
    ).toMatch(/content\/blog\/a\.md: front matter is not valid YAML/);
    expect(
      errorOf(() => parseContentFile("content/blog/Bad_Name.md", validPost, schema)).message,
    ).toMatch(/Bad_Name\.md: file name/);
  });
});

describe("loadCollection", () => {
  let directory = "";
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it("loads every .md file of a folder and fails on the first invalid one", () => {
    directory = mkdtempSync(join(tmpdir(), "gigloom-content-"));
    writeFileSync(join(directory, "good-post.md"), validPost);
    writeFileSync(join(directory, "notes.txt"), "not content");
    expect(loadCollection(directory, postFrontMatterSchema).map((f) => f.slug)).toEqual([
      "good-post",
    ]);

    writeFileSync(
      join(directory, "bad-post.md"),
      validPost.replace("date: 2026-03-02", "date: soon"),
    );
    const error = errorOf(() => loadCollection(directory, postFrontMatterSchema));
    expect(error.file).toMatch(/bad-post\.md$/);
    expect(error.message).toContain('front matter field "date"');
  });

  it("refuses a post that is a symbolic link leading out of its folder, before reading it", () => {
    // A copy of the blog, never the project's own content/.
    directory = mkdtempSync(join(tmpdir(), "gigloom-content-"));
    const blog = join(directory, "blog");
    cpSync(join(CONTENT_ROOT, "blog"), blog, { recursive: true });
    expect(loadCollection(blog, postFrontMatterSchema).length).toBeGreaterThan(0);
    for (const target of [join(process.cwd(), "package.json"), "/etc/hostname"]) {
      symlinkSync(target, join(blog, "linked-post.md"));
      const error = errorOf(() => loadCollection(blog, postFrontMatterSchema));
      expect(error.file, target).toMatch(/blog\/linked-post\.md$/);
      expect(error.message).toContain("symbolic link that leads out of");
      rmSync(join(blog, "linked-post.md"));
    }
  });
});

describe("a cover image", () => {
  const withCover = (fields: string) =>
    validPost.replace("audience: brands", `audience: brands\n${fields}`);
  const parse = (source: string) =>
    parseContentFile("content/blog/brief.md", source, postFrontMatterSchema);

  it("is optional, and when set takes an upload and its alt text", () => {
    const source = withCover(
      "cover: /uploads/woven-threads-violet.jpg\ncoverAlt: Threads woven across a violet background",
    );
    expect(coverOf(parse(source).meta)).toEqual({
      src: "/uploads/woven-threads-violet.jpg",
      alt: "Threads woven across a violet background",
    });
    expect(coverOf(parse(validPost).meta)).toBeUndefined();
  });

  it("is absent when the CMS wrote an empty image (an editor removed it)", () => {
    const source = withCover('cover: ""\ncoverAlt: ""');
    expect(coverOf(parse(source).meta)).toBeUndefined();
  });

  it("must say what it shows: without alt text the error names coverAlt", () => {
    for (const alt of ["", 'coverAlt: ""', "coverAlt: Img"]) {
      const source = withCover(`cover: /uploads/woven-threads-violet.jpg\n${alt}`);
      const error = errorOf(() => parse(source));
      expect(error.message).toMatch(/^content\/blog\/brief\.md: /);
      expect(error.message).toContain('front matter field "coverAlt": a cover image needs its alt');
    }
  });

  it("must be an upload, not an address elsewhere", () => {
    const source = withCover("cover: https://example.com/a.jpg\ncoverAlt: A photo from elsewhere");
    expect(errorOf(() => parse(source)).message).toContain('front matter field "cover"');
  });

  it("must name a file the media folder holds", () => {
    const present = { cover: "/uploads/woven-threads-violet.jpg", coverAlt: "Threads" };
    expect(() => checkCover("content/blog/brief.md", present)).not.toThrow();
    expect(() => checkCover("content/blog/brief.md", {})).not.toThrow();
    const error = errorOf(() =>
      checkCover("content/blog/brief.md", { cover: "/uploads/missing.jpg", coverAlt: "Nothing" }),
    );
    expect(error.message).toBe(
      'content/blog/brief.md: front matter field "cover": there is no file content/uploads/missing.jpg',
    );
  });
});
