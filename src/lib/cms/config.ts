import { stringify } from "yaml";
import type { z } from "zod";
import { MEDIA_FOLDER, MEDIA_PUBLIC_PATH } from "@/config/media.mjs";
import { type CmsField, fieldsFor } from "./fields";

/**
 * The Decap CMS configuration (out-cms/config.yml), generated from the content schemas.
 * Generic over a list of collections: a folder of entries (Markdown with front matter and a
 * body, or YAML data such as the authors), or a set of data files (YAML with a mapping at the
 * top, which Decap edits as "file collections").
 */
export type FolderCollection = {
  kind: "folder";
  /** Markdown entries have a body after their front matter; YAML entries are data only. */
  entries: "markdown" | "yaml";
  name: string;
  label: string;
  labelSingular: string;
  /** Relative to the repository, e.g. "content/blog". */
  folder: string;
  schema: z.ZodType;
  /** What the collection is for, shown above its entries (Decap's description). */
  description?: string;
  /** The field that names a new entry's file (Decap's identifier_field), if not `title`. */
  identifierField?: string;
  /**
   * A new entry's file name (Decap's slug), if not "{{slug}}" (the identifier field, made a
   * slug): e.g. "{{campaign}}", a field the entry's translations share.
   */
  slug?: string;
  /** Shown in the entry list, e.g. "{{title}}". */
  summary?: string;
  sortableFields?: string[];
  /** Whether the admin offers "New": true unless set (a translation starts from its original). */
  create?: boolean;
  /**
   * Whether a translation may be created too, not only edited: where an entry needs no
   * original in another language, and its file is named by a field (`slug`) the editor gives
   * a translation its original's value of.
   */
  createTranslations?: boolean;
  /**
   * Why the build would refuse an entry on its own, in the build's words, or undefined: for a
   * folder whose loader says more than its schema's field-by-field issues (a landing page's
   * sections, placed by number and type, and their order). The admin's save check runs it in
   * place of the schema alone (save-check.ts).
   */
  problem?: (data: unknown) => string | undefined;
  /**
   * Whether the editor shows a preview beside the fields: only where the admin draws it with
   * the site's own components (src/app/cms/_preview/); Decap's own would show the raw fields.
   */
  preview?: boolean;
};
export type FilesCollection = {
  kind: "files";
  name: string;
  label: string;
  files: { name: string; label: string; file: string; schema: z.ZodType }[];
};
export type CollectionSpec = FolderCollection | FilesCollection;

/** Where Decap saves: the local file-system proxy (demo mode) or GitHub (production). */
export type CmsBackend =
  | { kind: "local"; url: string; allowedHosts: string[] }
  /** `baseUrl`: the admin's origin, which serves its sign-in at /cms-auth/ (the popup's origin). */
  | { kind: "github"; repo: string; baseUrl: string };

/**
 * The body of a Markdown entry: after the front matter, as Decap writes it. No image button:
 * an image in a body would be the 4000-pixel upload itself, which never ships (the build sizes
 * covers only), so a body takes words, links and code.
 */
const BODY_FIELD: CmsField = {
  name: "body",
  label: "Body",
  widget: "markdown",
  required: true,
  editor_components: ["code-block"],
};

/**
 * New entries are named from their title the way the loader names pages: lowercase ASCII
 * words joined by hyphens (parse-file.ts). Decap lowercases, drops accents, turns anything
 * else into "-" and squeezes repeats.
 */
export const SLUG_RULE = { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" };

/** Whether a new entry's file is named from its title: Decap's default, "{{slug}}" of the title. */
const namedByTitle = (spec: FolderCollection) =>
  (spec.identifierField ?? "title") === "title" && (spec.slug ?? "{{slug}}") === "{{slug}}";

/**
 * Decap keeps "_" and "~" in a slug, which the loader's rule refuses: the title, where it names
 * a new entry's file, refuses them too.
 */
function titleNamesTheFile(field: CmsField): CmsField {
  if (field.name !== "title") return field;
  const [pattern = "^", message = ""] = (field.pattern as [string, string] | undefined) ?? [];
  const rest = pattern.replace(/^\^/, "");
  const reason = "no _ or ~ (the title names the file)";
  return {
    ...field,
    pattern: [`^(?![\\s\\S]*[_~])${rest}`, message ? `${message}, ${reason}` : reason],
  };
}

function collectionConfig(spec: CollectionSpec): Record<string, unknown> {
  if (spec.kind === "files") {
    return {
      name: spec.name,
      label: spec.label,
      editor: { preview: false },
      files: spec.files.map((file) => ({
        name: file.name,
        label: file.label,
        file: file.file,
        fields: fieldsFor(file.schema),
      })),
    };
  }
  const fields = fieldsFor(spec.schema);
  const checked = namedByTitle(spec) ? fields.map(titleNamesTheFile) : fields;
  return {
    name: spec.name,
    label: spec.label,
    label_singular: spec.labelSingular,
    ...(spec.description && { description: spec.description }),
    folder: spec.folder,
    ...(spec.entries === "markdown"
      ? { extension: "md", format: "frontmatter" }
      : { extension: "yml", format: "yml" }),
    create: spec.create ?? true,
    ...(spec.identifierField && { identifier_field: spec.identifierField }),
    slug: spec.slug ?? "{{slug}}",
    ...(spec.summary && { summary: spec.summary }),
    ...(spec.sortableFields && { sortable_fields: spec.sortableFields }),
    editor: { preview: spec.preview ?? false },
    fields: spec.entries === "markdown" ? [...checked, BODY_FIELD] : checked,
  };
}

function backendConfig(backend: CmsBackend): Record<string, unknown> {
  if (backend.kind === "local") {
    // The proxy (decap-server) writes to the working tree; no GitHub, no sign-in.
    return {
      backend: { name: "proxy", proxy_url: backend.url, branch: "main" },
      local_backend: { url: backend.url, allowed_hosts: backend.allowedHosts },
    };
  }
  // Production: each entry is a branch and a pull request; CI runs on it, a person merges.
  return {
    backend: {
      name: "github",
      repo: backend.repo,
      branch: "main",
      base_url: backend.baseUrl,
      auth_endpoint: "cms-auth/auth",
    },
    publish_mode: "editorial_workflow",
  };
}

/** The whole configuration, as an object (the tests read it) … */
export function cmsConfig(collections: CollectionSpec[], backend: CmsBackend) {
  return {
    ...backendConfig(backend),
    media_folder: MEDIA_FOLDER,
    public_folder: MEDIA_PUBLIC_PATH,
    slug: SLUG_RULE,
    collections: collections.map(collectionConfig),
  };
}

/** … and as the YAML file Decap fetches next to its page. */
export function cmsConfigYaml(collections: CollectionSpec[], backend: CmsBackend): string {
  return `# Generated from the zod schemas at build time (src/lib/cms). Do not edit.\n${stringify(
    cmsConfig(collections, backend),
    { lineWidth: 0 },
  )}`;
}
