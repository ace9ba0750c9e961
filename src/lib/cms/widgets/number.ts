import type { z } from "zod";
import { checksOf } from "../zod-def";
import type { Widget } from "./widget";

/** A number field with the schema's integer step and bounds; Decap's own bounds are inclusive. */
export function numberWidget(schema: z.ZodType): Widget {
  const props: Widget = { widget: "number", value_type: "float" };
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
