import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { isValidElement, type ReactNode } from "react";

/**
 * Where rendered share cards are kept between builds, under the project (or the build copy's)
 * .next/cache, which `next build` keeps from one build to the next. A card takes about 90 ms to
 * render and every post, topic and case study has one: without the cache, `npm start`'s rebuild
 * after one edited post drew every card again (`npm run bench -- --scale` measures it).
 */
export const OG_CARD_CACHE_DIR = join(".next", "cache", "og-cards");

/**
 * What a card shows, as data: its element tree with every function component replaced by what
 * it renders, so a change to any text, style or component of the card changes it.
 */
export function expandedTree(node: ReactNode): unknown {
  if (Array.isArray(node)) return node.map(expandedTree);
  if (!isValidElement(node)) return node;
  const { type, props } = node as { type: unknown; props: { children?: ReactNode } };
  if (typeof type === "function") {
    return expandedTree((type as (props: unknown) => ReactNode)(props));
  }
  const { children, ...rest } = props;
  return { type, props: rest, children: expandedTree(children) };
}

/** A card's key: what it shows, the bytes of its fonts, and the renderer and its options. */
export function cardKey(
  card: ReactNode,
  fonts: readonly { data: Uint8Array }[],
  renderer: unknown,
) {
  const hash = createHash("sha256");
  hash.update(JSON.stringify({ card: expandedTree(card), renderer }));
  for (const font of fonts) hash.update(font.data);
  return hash.digest("hex");
}

/**
 * The PNG of the card with `key`: from the cache if it was drawn before, else drawn by `render`
 * and kept. Written under a temporary name, then renamed: the build's workers may draw the same
 * card at once, and no reader ever sees half a file.
 */
export async function cachedPng(
  key: string,
  render: () => Promise<ArrayBuffer>,
  dir = join(process.cwd(), OG_CARD_CACHE_DIR),
): Promise<Response> {
  const file = join(dir, `${key}.png`);
  const png = await readFile(file).catch(async () => {
    const drawn = Buffer.from(await render());
    await mkdir(dir, { recursive: true });
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(temporary, drawn);
    await rename(temporary, file);
    return drawn;
  });
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png" } });
}
