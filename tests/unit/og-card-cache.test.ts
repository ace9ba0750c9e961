import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createElement, type ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { cachedPng, cardKey, expandedTree } from "@/lib/seo/og-card-cache";

const fonts = [{ data: new Uint8Array([1, 2, 3]) }];
const renderer = { size: { width: 1200, height: 630 }, next: "16.0.0" };

/** A card like the real one: a function component inside, text and styles as props. */
const card = (title: string, markColour = "#5b3fd6") => {
  const Mark = () =>
    createElement("svg", { width: 84 }, createElement("circle", { stroke: markColour }));
  return createElement(
    "div",
    { style: { fontFamily: "Inter" } },
    createElement(Mark),
    createElement("div", { style: { fontSize: 76 } }, title),
  );
};

describe("a share card's key", () => {
  it("is the same for the same card, and changes with its text, a component's output, its fonts and renderer", () => {
    const key = cardKey(card("Pricing"), fonts, renderer);
    expect(cardKey(card("Pricing"), fonts, renderer)).toBe(key);
    expect(cardKey(card("Pricing!"), fonts, renderer)).not.toBe(key);
    expect(cardKey(card("Pricing", "#000000"), fonts, renderer)).not.toBe(key);
    expect(cardKey(card("Pricing"), [{ data: new Uint8Array([1, 2, 4]) }], renderer)).not.toBe(key);
    expect(cardKey(card("Pricing"), fonts, { ...renderer, next: "16.0.1" })).not.toBe(key);
  });

  it("is made from what the card shows, its components drawn out", () => {
    expect(JSON.stringify(expandedTree(card("Blog") as ReactNode))).toContain('"stroke":"#5b3fd6"');
  });
});

describe("cachedPng", () => {
  const dirs: string[] = [];
  const cacheDir = () => {
    const dir = mkdtempSync(join(tmpdir(), "og-cards-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("draws a card once, then serves the same bytes from the cache, as a PNG", async () => {
    const dir = cacheDir();
    let drawn = 0;
    const render = async () => {
      drawn += 1;
      return new Uint8Array([137, 80, 78, 71, drawn]).buffer;
    };
    const first = await cachedPng("a", render, dir);
    const second = await cachedPng("a", render, dir);
    expect(drawn).toBe(1);
    expect(second.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(
      new Uint8Array(await first.arrayBuffer()),
    );
    await cachedPng("b", render, dir);
    expect(drawn).toBe(2);
  });

  it("leaves only whole files when the same card is drawn at once", async () => {
    const dir = cacheDir();
    const render = async () => new Uint8Array(64 * 1024).fill(7).buffer;
    await Promise.all(Array.from({ length: 8 }, () => cachedPng("same", render, dir)));
    expect(readdirSync(dir)).toEqual(["same.png"]);
  });
});
