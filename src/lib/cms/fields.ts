import type { z } from "zod";

/**
 * Decap CMS fields derived from zod schemas: the schema is the one source of truth, so a rule
 * the build enforces is also a rule the editor enforces before saving.
 *
 * Derived: widget, required, options, min/max, value_type, date format and a `pattern` that
 * repeats the string's length limits and regexes. Per-field hints live in zod metadata,
 * `.meta({ title, description, cms })`: `title` is the label, `description` the hint, and `cms`
 * holds raw Decap widget properties merged over the derived ones (e.g. `{ widget: "text" }`).
 * Cross-field rules (refinements on an object) cannot be expressed in Decap; the build names the
 * file and the field when one fails.
 */
export type CmsField = { name: string; label: string; widget: string } & Record<string, unknown>;

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
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);
const metaOf = (schema: z.ZodType) => (schema.meta() ?? {}) as CmsMeta;

/** "baselineLabel" -> "Baseline label": the label when the schema gives no title. */
export function humanise(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Strips optional, nullable, default and preprocess wrappers: what is left is the field's own type. */
function unwrap(schema: z.ZodType) {
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

/**
 * The Decap `pattern` that holds a string schema's length limits and regexes. Zod trims before
 * it counts, so the pattern also refuses leading and trailing spaces: what the editor accepts,
 * the build accepts.
 */
export function stringPattern(schema: z.ZodType): [string, string] | undefined {
  let min: number | undefined;
  let max: number | undefined;
  const regexes: { source: string; message?: string }[] = [];
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") min = check.minimum;
    if (check.check === "max_length") max = check.maximum;
    if (check.check === "length_equals") min = max = check.length;
    if (check.check === "string_format" && check.format === "regex" && check.pattern) {
      const message = check.error?.({});
      regexes.push({
        source: check.pattern.source,
        message: typeof message === "string" ? message : undefined,
      });
    }
  }
  const trimmed = checksOf(schema).some((check) => check.check === "overwrite");
  const parts: string[] = [];
  const messages: string[] = [];
  if (min !== undefined || max !== undefined) {
    parts.push(`(?=[\\s\\S]{${min ?? 0},${max ?? ""}}$)`);
    messages.push(
      max === undefined
        ? `at least ${min} characters`
        : min === undefined || min === 0
          ? `at most ${max} characters`
          : `${min} to ${max} characters`,
    );
  }
  if (trimmed && (min ?? 0) > 0) {
    parts.push(`(?=\\S)(?=[\\s\\S]*\\S$)`);
    messages.push("no space at the start or the end");
  }
  for (const regex of regexes) {
    parts.push(`(?=${regex.source})`);
    messages.push(regex.message ?? `must match ${regex.source}`);
  }
  if (parts.length === 0) return undefined;
  const message = messages.join(", ");
  return [`^${parts.join("")}`, message.charAt(0).toUpperCase() + message.slice(1)];
}

function numberProperties(schema: z.ZodType): { widget: string } & Record<string, unknown> {
  const props: { widget: string } & Record<string, unknown> = {
    widget: "number",
    value_type: "float",
  };
  const messages: string[] = [];
  let exclusiveMin: number | undefined;
  for (const check of checksOf(schema)) {
    if (check.check === "number_format" && /int/.test(check.format ?? "")) {
      props.value_type = "int";
      props.step = 1;
    }
    if (check.check === "greater_than" && check.value !== undefined) {
      props.min = check.value;
      if (!check.inclusive) exclusiveMin = check.value;
    }
    if (check.check === "less_than" && check.value !== undefined) {
      props.max = check.value;
      if (!check.inclusive) messages.push(`less than ${check.value}`);
    }
  }
  if (exclusiveMin !== undefined) {
    if (props.value_type === "int" && Number.isInteger(exclusiveMin)) {
      props.min = exclusiveMin + 1;
    } else {
      messages.push(`greater than ${exclusiveMin}`);
      // Decap's min is inclusive: the pattern refuses the bound itself (e.g. 0 or 0.0).
      props.pattern = [`^(?!${exclusiveMin}(?:\\.0*)?$)`, `Must be ${messages.join(", ")}`];
    }
  }
  return props;
}

function arrayLimits(schema: z.ZodType): Record<string, unknown> {
  const limits: Record<string, unknown> = {};
  for (const check of checksOf(schema)) {
    if (check.check === "min_length") limits.min = check.minimum;
    if (check.check === "max_length") limits.max = check.maximum;
    if (check.check === "length_equals") limits.min = limits.max = check.length;
  }
  return limits;
}

const selectOptions = (schema: z.ZodType) => Object.values(defOf(schema).entries ?? {});

/** The Decap field for one schema field. Throws on a type it has no widget for. */
export function fieldFor(name: string, fieldSchema: z.ZodType): CmsField {
  const { schema, required, defaultValue, meta } = unwrap(fieldSchema);
  const def = defOf(schema);
  let derived: { widget: string } & Record<string, unknown>;
  switch (def.type) {
    case "string":
      if (def.format === "date") {
        derived = {
          widget: "datetime",
          format: "YYYY-MM-DD",
          date_format: "YYYY-MM-DD",
          time_format: false,
          picker_utc: true,
        };
      } else {
        const pattern = stringPattern(schema);
        derived = { widget: "string", ...(pattern && { pattern }) };
      }
      break;
    case "number":
      derived = numberProperties(schema);
      break;
    case "boolean":
      derived = { widget: "boolean" };
      break;
    case "enum":
      derived = { widget: "select", options: selectOptions(schema) };
      break;
    case "array": {
      const element = unwrap(def.element as z.ZodType).schema;
      const elementDef = defOf(element);
      if (elementDef.type === "enum") {
        derived = {
          widget: "select",
          multiple: true,
          options: selectOptions(element),
          ...arrayLimits(schema),
        };
      } else if (elementDef.type === "object") {
        derived = {
          widget: "list",
          collapsed: false,
          ...arrayLimits(schema),
          fields: fieldsFor(element),
        };
      } else if (elementDef.type === "string") {
        derived = { widget: "list", ...arrayLimits(schema) };
      } else {
        throw new Error(`CMS field "${name}": no widget for a list of ${elementDef.type}`);
      }
      break;
    }
    case "object": {
      // Decap checks the required fields inside an optional object even when it is left out
      // entirely, so an optional object's fields are optional there; the build still refuses
      // a half-filled one and names the missing field.
      const fields = fieldsFor(schema).map((field) =>
        required ? field : { ...field, required: false },
      );
      // Open: an editor sees every field of a case study without hunting for toggles.
      derived = { widget: "object", collapsed: false, fields };
      break;
    }
    default:
      throw new Error(`CMS field "${name}": no widget for a ${def.type}`);
  }
  return {
    name,
    label: meta.title ?? humanise(name),
    ...(meta.description && { hint: meta.description }),
    ...derived,
    required,
    ...(defaultValue !== undefined && { default: defaultValue }),
    ...meta.cms,
  };
}

/** The fields of an object schema, in the schema's order (which is the order Decap writes). */
export function fieldsFor(objectSchema: z.ZodType): CmsField[] {
  const schema = unwrap(objectSchema).schema;
  const shape = defOf(schema).shape;
  if (!shape) throw new Error(`expected an object schema, got a ${defOf(schema).type}`);
  return Object.entries(shape).map(([name, field]) => fieldFor(name, field));
}
