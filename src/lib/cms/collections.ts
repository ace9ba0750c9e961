import { caseStudyFrontMatterSchema, postFrontMatterSchema } from "@/lib/content/schemas";
import type { CollectionSpec } from "./config";

/**
 * What the admin edits: one entry per collection, in the order of its sidebar. The folders are
 * the loader's (src/lib/content); data files join as `kind: "files"` collections.
 */
export const CMS_COLLECTIONS: CollectionSpec[] = [
  {
    kind: "folder",
    name: "blog",
    label: "Blog posts",
    labelSingular: "Blog post",
    folder: "content/blog",
    schema: postFrontMatterSchema,
    summary: "{{title}} ({{date}})",
    sortableFields: ["date", "title"],
  },
  {
    kind: "folder",
    name: "casestudies",
    label: "Case studies",
    labelSingular: "Case study",
    folder: "content/casestudies",
    schema: caseStudyFrontMatterSchema,
    summary: "{{brand}}: {{title}}",
    sortableFields: ["published", "brand"],
  },
];
