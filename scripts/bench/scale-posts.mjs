// @ts-check
// The posts the scale bench adds to a copy of the project: copies of the real English posts,
// each under a slug and a date of its own (a day apart, going back from the newest real post),
// so that the blog, its topics, the feeds and the sitemap grow as they will with real writing.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const DAY_MS = 86_400_000;

/**
 * A real post's file as the `index`th generated post (from 1): its slug's file name and its
 * text, dated `date` (YYYY-MM-DD), without the original's `updated`, its title numbered as the
 * slug is. Each post's title is its own, as real posts' are: its share card is drawn for it.
 * @param {{ slug: string, text: string }} model
 * @param {number} index
 * @param {string} date
 */
export function generatedPost(model, index, date) {
  const text = model.text
    .replace(/^date: .*$/m, `date: ${date}`)
    .replace(/^updated: .*\n/m, "")
    .replace(/^(title: "?)(.*?)("?)$/m, `$1$2 (${index})$3`);
  return { file: `${model.slug}-scale-${index}.md`, text };
}

/**
 * Writes `count` generated posts into `contentDir`/blog, modelled in turn on the posts there.
 * @param {string} contentDir
 * @param {number} count
 * @returns {number} the number written
 */
export function writeGeneratedPosts(contentDir, count) {
  const blog = join(contentDir, "blog");
  const models = readdirSync(blog)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => ({ slug: name.slice(0, -3), text: readFileSync(join(blog, name), "utf8") }));
  const newest = Math.max(
    ...models.map((model) => Date.parse(/^date: (.*)$/m.exec(model.text)?.[1] ?? "")),
  );
  for (let index = 1; index <= count; index++) {
    const date = new Date(newest - index * DAY_MS).toISOString().slice(0, 10);
    const model = models[(index - 1) % models.length];
    if (!model) throw new Error(`No post in ${blog} to model the generated ones on`);
    const post = generatedPost(model, index, date);
    writeFileSync(join(blog, post.file), post.text);
  }
  return count;
}
