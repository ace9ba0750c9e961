import { loadDataFolder } from "./data-file";
import { type Author, authorSchema } from "./data/authors";

export type { Author };

/** The folder of authors: content/authors/<id>.yml, where <id> is what a post's `author` names. */
export const AUTHORS_FOLDER = "content/authors";

let authors: ReadonlyMap<string, Author> | undefined;

/** The people who write for the blog, by id; read once per process. */
export function getAuthors(): ReadonlyMap<string, Author> {
  return (authors ??= new Map(
    loadDataFolder(AUTHORS_FOLDER, authorSchema).map(({ id, data }) => [id, data]),
  ));
}
