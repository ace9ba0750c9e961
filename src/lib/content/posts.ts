import { DEFAULT_LOCALE, type Locale } from "@/config/locale";
import { TAGS, type TagId } from "@/data/taxonomies";
import { type Author, authorsFolder, getAuthors } from "./authors";
import { taxonomyLabels } from "./labels";
import { entryIn, localizedCollection } from "./localized-collection";
import { countWords, readingTimeMinutes } from "./reading-time";
import { type PostFrontMatter, postFrontMatterSchema } from "./schemas";
import { checkCover, type Cover } from "./cover";
import { perLocale } from "@/i18n/per-locale";

export type Tag = { id: TagId; label: string };

export type Post = Omit<PostFrontMatter, "author" | "tags" | "cover" | "coverAlt"> & {
  slug: string;
  /** The language the post is written in. */
  locale: Locale;
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
 * file exists, in the post's language. A post naming another fails the build on its `author`
 * field.
 */
export function postSchemaIn(locale: Locale) {
  return postFrontMatterSchema.superRefine((post, context) => {
    const authors = getAuthors(locale);
    if (!authors.has(post.author)) {
      context.addIssue({
        code: "custom",
        path: ["author"],
        message: `no author "${post.author}": expected the name of a file in ${authorsFolder(locale)} (${[
          ...authors.keys(),
        ].join(", ")})`,
      });
    }
  });
}

/** The English posts' schema. */
export const postWithKnownAuthorSchema = postSchemaIn(DEFAULT_LOCALE);

const loadPosts = localizedCollection("blog", postSchemaIn, (entry) =>
  checkCover(entry.file, entry.meta),
);

/** The blog's order: newest first, and by slug within a day, so every build lists alike. */
export const newestFirst = (a: Pick<Post, "date" | "slug">, b: Pick<Post, "date" | "slug">) =>
  b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

const postsIn = perLocale((locale): Post[] => {
  const labels = taxonomyLabels(locale);
  return loadPosts(locale)
    .map((entry) => entryIn(locale, entry))
    .map((post) => ({
      ...post,
      author: { id: post.author, ...getAuthors(locale).get(post.author)! },
      tags: post.tags.map((id) => ({ id, label: labels.tag(id) })),
      wordCount: countWords(post.body),
      readingTimeMinutes: readingTimeMinutes(post.body),
    }))
    .sort(newestFirst);
});

/** Every post written in `locale`, newest first. */
export function getAllPosts(locale: Locale = DEFAULT_LOCALE): Post[] {
  return postsIn(locale);
}

export function getPostBySlug(slug: string, locale: Locale = DEFAULT_LOCALE): Post | undefined {
  return getAllPosts(locale).find((post) => post.slug === slug);
}

/** The tags that at least one post in `locale` uses, in the order of TAGS, with their counts. */
export function getAllTags(locale: Locale = DEFAULT_LOCALE): (Tag & { count: number })[] {
  const list = getAllPosts(locale);
  const labels = taxonomyLabels(locale);
  return TAGS.map((id) => ({
    id,
    label: labels.tag(id),
    count: list.filter((post) => post.tags.some((tag) => tag.id === id)).length,
  })).filter((tag) => tag.count > 0);
}

export function getPostsByTag(tag: string, locale: Locale = DEFAULT_LOCALE): Post[] {
  return getAllPosts(locale).filter((post) => post.tags.some((t) => t.id === tag));
}
