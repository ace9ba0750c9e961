import type { z } from "zod";

/**
 * What the CMS field generator reads of a zod schema: its internal definition, its checks and
 * its `.meta()`, with the optional, nullable, default and preprocess wrappers taken off.
 */
export type CmsMeta = { title?: string; description?: string; cms?: Record<string, unknown> };

/** A loose view of zod 4's internal definition: only the parts the generator reads. */
type Check = {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  error?: (issue: unknown) => unknown;
};
type Def = {
  type: string;
  format?: string;
  checks?: { _zod: { def: Check } }[];
  innerType?: z.ZodType;
  defaultValue?: unknown;
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  entries?: Record<string, string | number>;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  values?: unknown[];
};

export const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
export const checksOf = (schema: z.ZodType) =>
  (defOf(schema).checks ?? []).map((check) => check._zod.def);
const metaOf = (schema: z.ZodType) => (schema.meta() ?? {}) as CmsMeta;

/** The one string a literal holds (`z.literal("hero")`); undefined for any other schema. */
export function literalString(schema: z.ZodType): string | undefined {
  const { type, values = [] } = defOf(schema);
  const [value, ...others] = values;
  return type === "literal" && typeof value === "string" && others.length === 0 ? value : undefined;
}

/** Strips optional, nullable, default and preprocess wrappers: what is left is the field's own type. */
export function unwrap(schema: z.ZodType) {
  let current = schema;
  let required = true;
  let defaultValue: unknown;
  const metas: CmsMeta[] = [metaOf(schema)];
  for (;;) {
    const def = defOf(current);
    if ((def.type === "optional" || def.type === "nullable") && def.innerType) {
      required = false;
    } else if (def.type === "pipe" && def.in && defOf(def.in).type === "transform" && def.out) {
      // A preprocess step (e.g. "" read as empty) normalises what the editor saves; the field
      // is the schema after it.
      current = def.out;
      metas.push(metaOf(current));
      continue;
    } else if (def.type === "default" && def.innerType) {
      required = false;
      defaultValue = def.defaultValue;
    } else if (def.type === "pipe" && def.in) {
      current = def.in;
      metas.push(metaOf(current));
      continue;
    } else {
      break;
    }
    current = def.innerType;
    metas.push(metaOf(current));
  }
  // The outermost metadata wins: it is the one written last, at the field's use.
  const meta = metas.reduceRight<CmsMeta>(
    (merged, next) => ({ ...merged, ...next, cms: { ...merged.cms, ...next.cms } }),
    {},
  );
  return { schema: current, required, defaultValue, meta };
}
