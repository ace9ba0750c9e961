import { describe, expect, it } from "vitest";
import { CONTACT_LIMITS } from "@/lib/contact/contract.mjs";
import { CONTACT_FIELDS, isOneLine, LENGTH_LIMITS } from "@/lib/contact/fields";

const names = CONTACT_FIELDS.map((field) => field.name);

describe("the contract's fields", () => {
  it("lists each field once", () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it("lists the one-line fields first, so the form, which sets them above the others, shows the contract's order", () => {
    const firstOther = CONTACT_FIELDS.findIndex((field) => !isOneLine(field));
    expect(CONTACT_FIELDS.slice(firstOther).filter(isOneLine)).toEqual([]);
  });

  it("limits only its own fields, and every multi-line field, whose hint counts against both ends", () => {
    expect(names).toEqual(expect.arrayContaining(Object.keys(CONTACT_LIMITS)));
    for (const field of CONTACT_FIELDS.filter((field) => field.input === "lines")) {
      expect(LENGTH_LIMITS[field.name], field.name).toEqual({
        min: expect.any(Number),
        max: expect.any(Number),
      });
    }
  });
});
