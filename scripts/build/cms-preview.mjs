// @ts-check
// The editor's preview of landing pages (src/app/cms/_preview/landing-preview-template.tsx),
// bundled into the admin's export as preview.js with the site's stylesheet and font beside it.
// The sections it draws are the site's server components, which read the content through the
// loaders (src/lib/content), by path, from the project's files. In the admin there are no
// files, so the bundle carries a snapshot of them, taken now, and a node:fs that reads it
// (cms-preview/virtual-fs.mjs); Next's router parts, which the admin lacks, become what they
// render. Everything else is the site's own code, so the preview draws what the build will.
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";
import { IMAGE_ROUTE, MEDIA_FOLDER } from "../../src/config/media.mjs";
import { CMS_PREVIEW_FILE } from "../../src/lib/cms/cms-facts.mjs";
import { IMAGE_MANIFEST } from "../../src/lib/images/generated-files.mjs";
import { VIRTUAL_ROOT } from "./cms-preview/virtual-root.mjs";

const HERE = fileURLToPath(new URL("./cms-preview/", import.meta.url));
const ENTRY = fileURLToPath(
  new URL("../../src/app/cms/_preview/landing-preview-template.tsx", import.meta.url),
);
/** The preview's stylesheet in the admin's export: the site's, whole. */
export const PREVIEW_STYLESHEET = "preview.css";

const VIRTUAL_FILES = "virtual:preview-files";
/** What the loaders read: the content, and the sizes the image step found of each upload. */
const SNAPSHOT_TEXT = /\.(ya?ml|md|json)$/;

/**
 * The posts, in every language: no landing section reads one, and they are the content that
 * grows, so the preview's bundle stays the same size as the blog does.
 */
const NOT_READ = /(^|\/)blog$/;

/**
 * Every file under content/ but the posts (an upload by name only: the loaders ask whether it
 * exists) and the image manifest, by their paths under VIRTUAL_ROOT.
 * @param {string} project
 */
export function contentSnapshot(project) {
  /** @type {Record<string, string>} */
  const files = {};
  const add = (/** @type {string} */ path) => {
    const key = `${VIRTUAL_ROOT}/${relative(project, path)}`;
    files[key] =
      SNAPSHOT_TEXT.test(path) && !path.startsWith(join(project, MEDIA_FOLDER))
        ? readFileSync(path, "utf8")
        : "";
  };
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!NOT_READ.test(relative(join(project, "content"), path))) walk(path);
      } else if (entry.isFile()) add(path);
    }
  };
  walk(join(project, "content"));
  if (existsSync(join(project, IMAGE_MANIFEST))) add(join(project, IMAGE_MANIFEST));
  return files;
}

/** The site's NEXT_PUBLIC_ settings, as Next writes them into the site's own bundles. */
function publicEnv() {
  return Object.fromEntries(
    Object.entries(process.env)
      .filter(([name]) => name.startsWith("NEXT_PUBLIC_"))
      .map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)]),
  );
}

/**
 * The site's stylesheets, as its home page links them, and the <html> class its font needs.
 * @param {string} out the site's export
 */
export function siteLook(out) {
  const home = readFileSync(join(out, "index.html"), "utf8");
  const sheets = [...home.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map(
    ([, href]) => /** @type {string} */ (href),
  );
  if (sheets.length === 0) throw new Error(`${out}/index.html links no stylesheet`);
  const htmlClass = /<html[^>]* class="([^"]*)"/.exec(home)?.[1] ?? "";
  return { sheets, htmlClass };
}

/**
 * Writes preview.js and preview.css into the admin's export `dir`, and the files they name (the
 * font, the covers) at the site's paths for them.
 * @param {string} project
 * @param {string} dir
 */
export async function writePreview(project, dir) {
  const out = join(project, "out");
  const { sheets, htmlClass } = siteLook(out);
  // A sheet names its font relative to itself: at the admin's root, the same file keeps the
  // same absolute path. The site's font is "optional": a page that finds it not yet loaded keeps
  // the fallback, which never shifts a visitor's layout. The preview frame always starts before
  // the font arrives, so there it swaps in once loaded, and the editor sees the site's type.
  const css = sheets
    .map((href) =>
      readFileSync(join(out, href), "utf8")
        .replace(/url\(([^)"':]+)\)/g, (_, url) => {
          const path = new URL(url, `http://site${href}`).pathname;
          mkdirSync(dirname(join(dir, path)), { recursive: true });
          copyFileSync(join(out, path), join(dir, path));
          return `url(${path})`;
        })
        .replace(/font-display:\s*optional/g, "font-display:swap"),
    )
    .join("\n");
  writeFileSync(join(dir, PREVIEW_STYLESHEET), css);
  const files = contentSnapshot(project);
  const build = await rolldown({
    input: ENTRY,
    platform: "browser",
    logLevel: "silent",
    resolve: {
      alias: {
        "server-only": join(HERE, "empty.mjs"),
        "node:fs": join(HERE, "virtual-fs.mjs"),
        "node:path": "path-browserify",
        "next/link": join(HERE, "next-link.mjs"),
        "next/navigation": join(HERE, "next-navigation.mjs"),
      },
    },
    transform: {
      define: {
        ...publicEnv(),
        "process.env.NODE_ENV": JSON.stringify("production"),
        SITE_HTML_CLASS: JSON.stringify(htmlClass),
        SITE_STYLESHEET: JSON.stringify(`/${PREVIEW_STYLESHEET}`),
      },
    },
    plugins: [
      {
        name: "preview-files",
        resolveId: (id) => (id === VIRTUAL_FILES ? `\0${VIRTUAL_FILES}` : undefined),
        load: (id) =>
          id === `\0${VIRTUAL_FILES}` ? `export default ${JSON.stringify(files)};` : undefined,
      },
    ],
  });
  const { output } = await build.generate({
    format: "iife",
    minify: true,
    codeSplitting: false,
    // The loaders ask process.cwd() for the project's folder, and read settings Next would inline.
    intro: `var process = { cwd: () => ${JSON.stringify(VIRTUAL_ROOT)}, env: {} };`,
  });
  const code = output[0].code;
  writeFileSync(join(dir, CMS_PREVIEW_FILE), code);
  // The case study cards' covers, as the site serves them (under 1 MB for today's uploads).
  if (existsSync(join(out, IMAGE_ROUTE))) {
    cpSync(join(out, IMAGE_ROUTE), join(dir, IMAGE_ROUTE), { recursive: true });
  }
  return { bytes: code.length, files: Object.keys(files).length };
}
