import { DEFAULT_LOCALE, LOCALES, localeFacts, type Locale } from "@/config/locale";
import {
  DATA_FILES,
  translatedDataFiles,
  type DataFile,
  type DataFolder,
} from "@/lib/content/data-files";
import { landingFolder, landingPageSchema } from "@/lib/content/data/landing-page";
import { landingPageProblem } from "@/lib/content/landing-order";
import { localizedDataFile } from "@/lib/content/localized-path";
import { landingPagePath } from "@/lib/content/paths";
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

/** Each language's address of a landing page: "/for/<slug> (English), /es/para/<slug> (…)". */
const landingAddresses = LOCALES.map(
  (locale) => `${landingPagePath("<slug>", locale)} (${localeFacts[locale].name})`,
).join(", ");

/** The landing pages' collection, in English; "landing-<locale>" in another language. */
export const LANDING_COLLECTION = "landing";

/**
 * A campaign's landing pages: one YAML file each, named by its campaign, which a translation
 * shares with its original (the pair is one campaign's page in two languages, each at its own
 * slug). A page may be written in one language only, so each language's collection may create.
 * The save check refuses what the build would of a page on its own: its fields, section by
 * section, and their order (landing-order.ts). The preview beside the fields draws the page with
 * the site's own sections (src/app/cms/_preview/).
 */
const LANDING_PAGES: FolderCollection = {
  kind: "folder",
  entries: "yaml",
  name: LANDING_COLLECTION,
  label: "Landing pages",
  labelSingular: "Landing page",
  description:
    `A campaign's own page, made of the site's sections: a hero first, then each kind of section at most once. ` +
    `Its address: ${landingAddresses}. ` +
    `A button's "to" is "signup" (the sign-up page, credited to the campaign) or a path on this site in the page's language, e.g. /pricing. ` +
    `The build checks every link, quote and case study a page names. ` +
    `A translation takes its original's campaign, which names the file and pairs the two pages.`,
  folder: landingFolder(DEFAULT_LOCALE),
  schema: landingPageSchema,
  identifierField: "campaign",
  slug: "{{campaign}}",
  // "{{slug}}" would be the identifier (the campaign): the page's own slug is a field.
  summary: "{{title}} ({{fields.slug}})",
  createTranslations: true,
  problem: landingPageProblem,
  preview: true,
};

/**
 * What the admin edits in English: one entry per collection, in the order of its sidebar. The
 * folders are the loader's (src/lib/content); the data files are the content registry's
 * (DATA_FILES), so a data file added there is editable here with no other change.
 */
const ENGLISH_COLLECTIONS: CollectionSpec[] = [
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
  LANDING_PAGES,
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

/** A collection's name in the admin in `locale`: English's own, "<name>-<locale>" for others. */
export const collectionName = (name: string, locale: Locale) =>
  locale === DEFAULT_LOCALE ? name : `${name}-${locale}`;

/** content/blog → content/es/blog: where a translation of an English file or folder lives. */
const translatedPath = (path: string, locale: Locale) =>
  localizedDataFile(path.replace(/^content\//, ""), locale);

/**
 * The same collection in another language: its folder or files at content/<locale>/…, with
 * the same schema, so the same fields and the same drift checks. Decap's own i18n cannot keep
 * English where it is (every structure it has moves the default language's files too), hence
 * a collection per language. A translation is edited, never created here: Decap names a new
 * file from its title, and a translation must take its original's file name (the build refuses
 * any other). But for a folder whose entries need no original and are named by a field the
 * translation shares (createTranslations: a landing page's campaign).
 */
function translatedCollection(spec: CollectionSpec, locale: Locale): CollectionSpec | undefined {
  const name = collectionName(spec.name, locale);
  const label = `${spec.label} (${localeFacts[locale].name})`;
  if (spec.kind === "folder") {
    const folder = translatedPath(spec.folder, locale);
    return { ...spec, name, label, folder, create: spec.createTranslations ? spec.create : false };
  }
  // The registry says which data files have words, and the schema a translation is held to
  // (the price list's holds only words).
  const translations = new Map(translatedDataFiles(locale).map((entry) => [entry.name, entry]));
  const files = spec.files.flatMap((file) => {
    const translation = translations.get(file.name);
    return translation ? [{ ...file, file: translation.file, schema: translation.schema }] : [];
  });
  return files.length > 0 ? { ...spec, name, label, files } : undefined;
}

/** What the admin edits: English's collections, then each other language's. */
export const CMS_COLLECTIONS: CollectionSpec[] = [
  ...ENGLISH_COLLECTIONS,
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) =>
    ENGLISH_COLLECTIONS.flatMap((spec) => translatedCollection(spec, locale) ?? []),
  ),
];
