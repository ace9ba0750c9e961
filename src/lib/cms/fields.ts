import type { z } from "zod";
import { labelFor } from "./label";
import { listWidget } from "./widgets/list";
import { numberWidget } from "./widgets/number";
import { objectWidget } from "./widgets/object";
import { selectWidget } from "./widgets/select";
import { stringWidget } from "./widgets/string";
import type { Widget } from "./widgets/widget";
import { defOf, unwrap } from "./zod-def";

/**
 * Decap CMS fields derived from zod schemas: the schema is the one source of truth, so a rule
 * the build enforces is also a rule the editor enforces before saving.
 *
 * Derived, one widget a file in ./widgets: widget, required, options, min/max, value_type, date
 * format and a `pattern` that repeats the string's length limits and regexes. Per-field hints
 * live in zod metadata, `.meta({ title, description, cms })`: `title` is the label,
 * `description` the hint, and `cms` holds raw Decap widget properties merged over the derived
 * ones (e.g. `{ widget: "text" }`). Cross-field rules (refinements on an object) cannot be
 * expressed as widgets: the admin's save check runs them on a data file (save-check.ts), and
 * the build names the file and the field when one fails.
 */
export type CmsField = { name: string; label: string; widget: string } & Record<string, unknown>;

/** The widget for a field's own type (its wrappers taken off). */
function widgetFor(name: string, schema: z.ZodType, required: boolean): Widget {
  const type = defOf(schema).type;
  switch (type) {
    case "string":
      return stringWidget(schema);
    case "number":
      return numberWidget(schema);
    case "boolean":
      return { widget: "boolean" };
    case "enum":
      return selectWidget(schema);
    case "array":
      return listWidget(name, schema, fieldsFor, fieldFor);
    case "object":
      return objectWidget(schema, required, fieldsFor);
    default:
      throw new Error(`CMS field "${name}": no widget for a ${type}`);
  }
}

/** The Decap field for one schema field. Throws on a type it has no widget for. */
export function fieldFor(name: string, fieldSchema: z.ZodType): CmsField {
  const { schema, required, defaultValue, meta } = unwrap(fieldSchema);
  return {
    name,
    label: labelFor(name, meta),
    ...(meta.description && { hint: meta.description }),
    ...widgetFor(name, schema, required),
    required,
    ...(defaultValue !== undefined && { default: defaultValue }),
    ...meta.cms,
  };
}

/**
 * The fields of an object schema, in the schema's order (which is the order Decap writes).
 * `omit` names a field Decap writes itself, with no widget: a typed list's type key.
 */
export function fieldsFor(objectSchema: z.ZodType, omit?: string): CmsField[] {
  const schema = unwrap(objectSchema).schema;
  const shape = defOf(schema).shape;
  if (!shape) throw new Error(`expected an object schema, got a ${defOf(schema).type}`);
  return Object.entries(shape).flatMap(([name, field]) =>
    name === omit ? [] : [fieldFor(name, field)],
  );
}
