import type { z } from "zod";
import { labelFor } from "../label";
import { defOf, literalString, unwrap } from "../zod-def";
import type { NestedFields } from "./widget";

/**
 * The item types of a list of a discriminated union of objects (Decap's variable types): the
 * editor picks a type to add an item, and Decap writes the type's name under the union's key
 * (`typeKey`), so a type's fields leave that key out. Throws, naming the field, on a union
 * Decap could not tell apart: one with no discriminator, or an option that is not an object
 * whose key is a single string.
 */
export function listTypes(name: string, union: z.ZodType, nestedFields: NestedFields) {
  const { discriminator: typeKey, options = [] } = defOf(union);
  if (!typeKey) {
    throw new Error(`CMS field "${name}": no widget for a list of a union with no discriminator`);
  }
  const types = options.map((option) => {
    const { schema, meta } = unwrap(option);
    const key = defOf(schema).shape?.[typeKey];
    const typeName = key && literalString(key);
    if (!typeName) {
      throw new Error(
        `CMS field "${name}": each item type must be an object whose "${typeKey}" is one string`,
      );
    }
    return {
      name: typeName,
      label: labelFor(typeName, meta),
      widget: "object",
      fields: nestedFields(schema, typeKey),
      ...meta.cms,
    };
  });
  return { typeKey, types };
}
