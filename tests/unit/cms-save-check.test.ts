import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { afterEach, describe, expect, it } from "vitest";
import { writeSaveCheck } from "../../scripts/build/cms-admin.mjs";
import { CMS_SAVE_CHECK_FILE } from "@/lib/cms/cms-facts.mjs";
import { saveRefusal } from "@/lib/cms/save-check";

const read = (file: string) => parse(readFileSync(file, "utf8")) as Record<string, unknown>;

/** The rate card with the first rate's low put above its typical. */
function lowAboveTypical() {
  const card = read("content/rates.yml") as {
    platforms: { deliverables: { rates: { low: number }[] }[] }[];
  };
  card.platforms[0]!.deliverables[0]!.rates[1]!.low = 300;
  return card;
}

describe("the admin's save check", () => {
  it("lets every data file as it is be saved, in both languages", () => {
    expect(saveRefusal("site-copy", "rates", read("content/rates.yml"))).toBeNull();
    expect(saveRefusal("site-copy-es", "rates", read("content/es/rates.yml"))).toBeNull();
    expect(saveRefusal("site-copy", "pricing", read("content/pricing.yml"))).toBeNull();
    expect(
      saveRefusal("authors", "maya-okafor", read("content/authors/maya-okafor.yml")),
    ).toBeNull();
  });

  it("refuses what the build refuses, in the build's words: the file, the field, the rule", () => {
    expect(saveRefusal("site-copy", "rates", lowAboveTypical())).toBe(
      'content/rates.yml: field "platforms.0.deliverables.0.rates.1.low": the low rate (300) is above the typical rate (250)',
    );
    const spanish = read("content/es/rates.yml") as { platforms: unknown[] };
    spanish.platforms.reverse();
    expect(saveRefusal("site-copy-es", "rates", spanish)).toMatch(
      /^content\/es\/rates\.yml: field "platforms\.0\.id": expected "tiktok"/,
    );
    expect(saveRefusal("authors", "new-author", { name: "Al" })).toMatch(
      /^content\/authors\/new-author\.yml: field "name": .*; field "role": /,
    );
  });

  it("leaves Markdown entries to the build, whose rules reach across files", () => {
    expect(saveRefusal("blog", "any-post", { title: "" })).toBeNull();
  });
});

describe("the save check's bundle in the admin", () => {
  let dir: string | undefined;
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

  it("registers a preSave listener with Decap that throws the refusal, and passes a good entry", async () => {
    dir = mkdtempSync(join(tmpdir(), "save-check-"));
    await writeSaveCheck(dir);
    const listeners: { name: string; handler: (event: unknown) => unknown }[] = [];
    const window = {
      CMS: { registerEventListener: (listener: never) => listeners.push(listener) },
    };
    new Function("window", readFileSync(join(dir, CMS_SAVE_CHECK_FILE), "utf8"))(window);
    expect(listeners.map((listener) => listener.name)).toEqual(["preSave"]);
    // Decap's entry is an Immutable.js map: the listener reads it with get().
    const entry = (data: unknown) => ({
      get: (key: string) =>
        ({ collection: "site-copy", slug: "rates", data: { toJS: () => data } })[key],
    });
    const save = (data: unknown) => listeners[0]!.handler({ entry: entry(data) });
    expect(save(read("content/rates.yml"))).toBeUndefined();
    expect(() => save(lowAboveTypical())).toThrow(
      /^content\/rates\.yml: field "platforms\.0\.deliverables\.0\.rates\.1\.low": the low rate/,
    );
  });
});
