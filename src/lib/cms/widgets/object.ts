import type { z } from "zod";
import type { NestedFields, Widget } from "./widget";

/** An object's fields, open: an editor sees every field of a case study without hunting for toggles. */
export function objectWidget(
  schema: z.ZodType,
  required: boolean,
  nestedFields: NestedFields,
): Widget {
  // Decap checks the required fields inside an optional object even when it is left out
  // entirely, so an optional object's fields are optional there; the build still refuses
  // a half-filled one and names the missing field.
  const fields = nestedFields(schema).map((field) =>
    required ? field : { ...field, required: false },
  );
  return { widget: "object", collapsed: false, fields };
}
