import { describe, expect, it } from "vitest";
import { perLocale } from "@/i18n/per-locale";

describe("perLocale", () => {
  it("reads each language once and hands every later caller the same value", () => {
    const reads: string[] = [];
    const copyIn = perLocale((locale) => {
      reads.push(locale);
      return { locale };
    });

    const first = copyIn("es");
    expect(copyIn("es")).toBe(first);
    expect(copyIn("en")).toEqual({ locale: "en" });
    expect(copyIn("en")).not.toBe(first);
    expect(reads).toEqual(["es", "en"]);
  });

  it("does not remember a read that failed, so the next caller sees the error too", () => {
    let calls = 0;
    const broken = perLocale(() => {
      calls++;
      throw new Error("content/es/site.yml: bad");
    });
    expect(() => broken("es")).toThrow("bad");
    expect(() => broken("es")).toThrow("bad");
    expect(calls).toBe(2);
  });
});
