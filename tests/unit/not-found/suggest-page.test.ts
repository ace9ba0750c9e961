import { describe, expect, it } from "vitest";
import { LOCALES } from "@/config/locale";
import { knownLists, knownSections } from "@/lib/not-found/known-pages";
import { registeredPages } from "@/app/_pages/page-registry";
import { suggestedPage } from "@/lib/not-found/suggest-page";

/** The site's own data block, and a loader that serves its lists' files and records each ask. */
function site() {
  const lists = knownLists();
  const block = {
    pages: knownSections(LOCALES.flatMap(registeredPages)),
    lists: lists.map(({ path, file }) => ({ path, file })),
  };
  const fetched: string[] = [];
  const load = async (file: string) => {
    fetched.push(file);
    return lists.find((list) => list.file === file)?.pages ?? [];
  };
  return { block, fetched, load };
}

describe("the 404 page's suggestion", () => {
  it("fetches only the list a missing post's path could be in, and finds the post there", async () => {
    const { block, fetched, load } = site();
    const page = await suggestedPage("/blgo/usage-rigts", block, load);
    expect(page?.path).toBe("/blog/usage-rights-and-whitelisting-explained");
    expect(fetched).toEqual(["/known-pages/en-blog.json"]);
  });

  it("finds a Spanish case study in the Spanish list", async () => {
    const { block, fetched, load } = site();
    expect((await suggestedPage("/es/casos-de-exito/kelpwize", block, load))?.path).toBe(
      "/es/casos-de-exito/kelpwise",
    );
    expect(fetched).toEqual(["/known-pages/es-caseStudies.json"]);
  });

  it("suggests a section from the page itself, fetching nothing", async () => {
    const { block, fetched, load } = site();
    expect((await suggestedPage("/pricng", block, load))?.path).toBe("/pricing");
    expect(fetched).toEqual([]);
  });

  it("still suggests a section when a list's file cannot be fetched", async () => {
    const { block } = site();
    const failing = () => Promise.reject(new Error("offline"));
    expect(await suggestedPage("/blog/usage-rigts", block, failing)).toBeUndefined();
    expect((await suggestedPage("/es/precio", block, failing))?.path).toBe("/es/precios");
  });

  it("holds no post or case study in the page itself, however many there are", () => {
    const { block } = site();
    const listed = new Set(knownLists().flatMap((list) => list.pages.map((page) => page.path)));
    expect(block.pages.filter((page) => listed.has(page.path))).toEqual([]);
    expect(block.pages.length).toBeLessThan(30);
  });
});
