import { DATA_FILES, type DataFile, type DataFolder } from "@/lib/content/data-files";
import { caseStudyFrontMatterSchema, postFrontMatterSchema } from "@/lib/content/schemas";
import type { CollectionSpec, FolderCollection } from "./config";

const isFolder = (entry: DataFile | DataFolder): entry is DataFolder => "folder" in entry;
const isFile = (entry: DataFile | DataFolder): entry is DataFile => "file" in entry;

/** A folder of YAML entries from the content registry, e.g. the authors, named by `name`. */
const dataFolder = (entry: DataFolder): FolderCollection => ({
  kind: "folder",
  entries: "yaml",
  name: entry.name,
  label: entry.label,
  labelSingular: entry.label.replace(/s$/, ""),
  folder: entry.folder,
  schema: entry.schema,
  identifierField: "name",
  summary: "{{name}}",
});

/**
 * What the admin edits: one entry per collection, in the order of its sidebar. The folders are
 * the loader's (src/lib/content); the data files are the content registry's (DATA_FILES), so a
 * data file added there is editable here with no other change.
 */
export const CMS_COLLECTIONS: CollectionSpec[] = [
  {
    kind: "folder",
    entries: "markdown",
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
    entries: "markdown",
    name: "casestudies",
    label: "Case studies",
    labelSingular: "Case study",
    folder: "content/casestudies",
    schema: caseStudyFrontMatterSchema,
    summary: "{{brand}}: {{title}}",
    sortableFields: ["published", "brand"],
  },
  ...DATA_FILES.filter(isFolder).map(dataFolder),
  {
    kind: "files",
    name: "site-copy",
    label: "Site copy",
    files: DATA_FILES.filter(isFile).map(({ name, label, file, schema }) => ({
      name,
      label,
      file,
      schema,
    })),
  },
];
