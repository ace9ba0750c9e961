import type { z } from "zod";
import type { CmsField } from "../fields";

/** A Decap widget and the properties derived for it from a schema. */
export type Widget = { widget: string } & Record<string, unknown>;

/**
 * The fields of an object schema, but for `omit`: how a list or an object widget describes
 * what it holds.
 */
export type NestedFields = (objectSchema: z.ZodType, omit?: string) => CmsField[];

/** The field of one value of a list, such as one string of a list of strings. */
export type NestedField = (name: string, schema: z.ZodType) => CmsField;
