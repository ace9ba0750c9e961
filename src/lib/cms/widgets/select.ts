import type { z } from "zod";
import { defOf } from "../zod-def";
import type { Widget } from "./widget";

/** The values an enum schema allows, in its order. */
export const selectOptions = (schema: z.ZodType) => Object.values(defOf(schema).entries ?? {});

/** One value of an enum. */
export function selectWidget(schema: z.ZodType): Widget {
  return { widget: "select", options: selectOptions(schema) };
}
