import { join } from "node:path";
import { TAGS, type TagId } from "@/data/taxonomies";
import { AUTHORS_FOLDER, type Author, getAuthors } from "./authors";
import { cachedCollection, CONTENT_ROOT } from "./load-collection";
import { countWords, readingTimeMinutes } from "./reading-time";
import { type PostFrontMatter, postFrontMatterSchema } from "./schemas";
import { checkCover, type Cover, coverOf } from "./cover";

export type Tag = { id: TagId; label: string };

export type Post = Omit<PostFrontMatter, "author" | "tags" | "cover" | "coverAlt"> & {
  slug: string;
  /** Path of the source file, for error messages. */
  file: string;
  author: Author & { id: PostFrontMatter["author"] };
  tags: Tag[];
  cover?: Cover;
  wordCount: number;
  readingTimeMinutes: number;
  /** The Markdown body, without front matter; render it with <MarkdownContent>. */
  body: string;
  /** The body's first line in the file. */
  bodyLine: number;
};

/**
 * The front matter as the CMS sees it, plus the one rule it cannot check: that the author's
 * file exists. A post naming another fails the build on its `author` field.
 */
export const postWithKnownAuthorSchema = postFrontMatterSchema.superRefine((post, context) => {
  const authors = getAuthors();
  if (!authors.has(post.author)) {
    context.addIssue({
      code: "custom",
      path: ["author"],
      message: `no author "${post.author}": expected the name of a file in ${AUTHORS_FOLDER} (${[
        ...authors.keys(),
      ].join(", ")})`,
    });
  }
});

const loadPosts = cachedCollection(join(CONTENT_ROOT, "blog"), postWithKnownAuthorSchema, (entry) =>
  checkCover(entry.file, entry.meta),
);

/** Every post, newest first. */
export function getAllPosts(): Post[] {
  return loadPosts()
    .map(({ slug, file, meta: { cover, coverAlt, ...meta }, body, bodyLine }) => ({
      ...meta,
      slug,
      file,
      cover: coverOf({ cover, coverAlt }),
      author: { id: meta.author, ...getAuthors().get(meta.author)! },
      tags: meta.tags.map((id) => ({ id, label: TAGS[id] })),
      wordCount: countWords(body),
      readingTimeMinutes: readingTimeMinutes(body),
      body,
      bodyLine,
    }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

export function getPostBySlug(slug: string): Post | undefined {
  return getAllPosts().find((post) => post.slug === slug);
}

/** The tags that at least one post uses, in the order of TAGS, with their post counts. */
export function getAllTags(): (Tag & { count: number })[] {
  const posts = getAllPosts();
  return (Object.keys(TAGS) as TagId[])
    .map((id) => ({
      id,
      label: TAGS[id],
      count: posts.filter((post) => post.tags.some((tag) => tag.id === id)).length,
    }))
    .filter((tag) => tag.count > 0);
}

export function getPostsByTag(tag: string): Post[] {
  return getAllPosts().filter((post) => post.tags.some((t) => t.id === tag));
}
