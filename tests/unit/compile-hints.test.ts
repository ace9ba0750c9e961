import { describe, expect, it } from "vitest";
import { COMPILE_HINT, withCompileHint } from "../../scripts/build/compile-hints.mjs";

describe("compile hints", () => {
  it("puts V8's magic comment on the first line, once", () => {
    const source = "(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([]);";
    const hinted = withCompileHint(source);
    expect(hinted.split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(hinted).toBe(COMPILE_HINT + source);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});
