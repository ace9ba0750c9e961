import type { z } from "zod";
import { checksOf, defOf, unwrap } from "../zod-def";
import { selectOptions } from "./select";
import { listTypes } from "./typed-list";
import type { NestedField, NestedFields, Widget } from "./widget";

function arrayLimits(schema: z.ZodType): Record<string, unknown> {
  const limits: Record<string, unknown> = {};
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") limits.min = check.minimum;
    if (check.check === "max_length") limits.max = check.maximum;
    if (check.check === "length_equals") limits.min = limits.max = check.length;
  }
  return limits;
}

/**
 * An array: several values of an enum (a multiple select), a list of objects (each with its
 * fields, open), a list of objects of several types (a discriminated union) or a list of
 * strings. Throws, naming the field, on any other element.
 */
export function listWidget(
  name: string,
  schema: z.ZodType,
  nestedFields: NestedFields,
  nestedField: NestedField,
): Widget {
  const element = unwrap(defOf(schema).element as z.ZodType).schema;
  const elementDef = defOf(element);
  if (elementDef.type === "enum") {
    return {
      widget: "select",
      multiple: true,
      options: selectOptions(element),
      ...arrayLimits(schema),
    };
  }
  if (elementDef.type === "object") {
    return {
      widget: "list",
      collapsed: false,
      ...arrayLimits(schema),
      fields: nestedFields(element),
    };
  }
  // Decap lists items of several types with `types` and no `fields` (it checks `fields` first).
  if (elementDef.type === "union") {
    return {
      widget: "list",
      collapsed: false,
      ...arrayLimits(schema),
      ...listTypes(name, element, nestedFields),
    };
  }
  // One string field per item (Decap's `field`): without it, Decap edits the list as one line
  // split at commas, which cuts a sentence with a comma in two.
  if (elementDef.type === "string") {
    return { widget: "list", ...arrayLimits(schema), field: nestedField("item", element) };
  }
  throw new Error(`CMS field "${name}": no widget for a list of ${elementDef.type}`);
}
