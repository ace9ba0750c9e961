import { getAllPosts, type Post } from "@/lib/content";

/**
 * `count` posts made from the real ones, each with its own slug and a date a day apart (the
 * newest first): an archive the size the blog will reach, without a file in content/.
 */
export function generatedPosts(count: number, locale: Post["locale"] = "en"): Post[] {
  const models = getAllPosts(locale);
  const newest = Date.UTC(2027, 0, 1);
  return Array.from({ length: count }, (_, index) => {
    const model = models[index % models.length]!;
    const date = new Date(newest - index * 86_400_000).toISOString().slice(0, 10);
    return {
      ...model,
      slug: `${model.slug}-${index + 1}`,
      date,
      title: `${model.title} ${index + 1}`,
    };
  });
}
