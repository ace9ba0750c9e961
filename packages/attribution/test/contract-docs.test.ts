import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { PLACEMENTS } from "../index.js";

const read = (path: string) => readFileSync(new URL(path, import.meta.url), "utf8");
const quoted = (text: string) => [...text.matchAll(/["`]([a-z-]+)["`]/g)].map((match) => match[1]);

it("declares the same placements for TypeScript as it holds at run time", () => {
  const declaration = /PLACEMENTS: readonly \[([^\]]*)\]/.exec(read("../index.d.ts"))![1]!;
  expect(quoted(declaration)).toEqual([...PLACEMENTS]);
});

it("lists in docs/deploy.md exactly the placements it holds", () => {
  const row = read("../../../docs/deploy.md")
    .split("\n")
    .find((line) => line.startsWith("| `placement`"))!;
  const listed = /one of `PLACEMENTS` \(([^)]*)\)/.exec(row)![1]!;
  expect(quoted(listed)).toEqual([...PLACEMENTS]);
});
