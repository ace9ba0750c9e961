import { z } from "zod";

/** content/authors/<id>.yml: a person who writes for the blog; posts name them by <id>. */
export const authorSchema = z.strictObject({
  name: z.string().trim().min(3).max(60),
  role: z.string().trim().min(3).max(80).meta({ description: "Their job title at Gigloom." }),
});

export type Author = z.output<typeof authorSchema>;
