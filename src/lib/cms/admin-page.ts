import { editorShell } from "./editor-shell";
import {
  CMS_GITHUB_API,
  CMS_LOCAL_BACKEND_ORIGIN,
  CMS_PREVIEW_FILE,
  CMS_SAVE_CHECK_FILE,
} from "./cms-facts.mjs";

/**
 * The admin sits at the root of its own origin (NEXT_PUBLIC_CMS_URL): its page, its config and
 * Decap's bundle, which is copied there at build (scripts/build/cms-admin.mjs).
 */
export const ADMIN_SCRIPT = "/decap-cms.js";
/** Runs after Decap's bundle (both deferred, in order): it registers with the CMS it defines. */
export const SAVE_CHECK_SCRIPT = `/${CMS_SAVE_CHECK_FILE}`;
/** Then the landing pages' preview, drawn by the site's components (scripts/build/cms-preview.mjs). */
export const PREVIEW_SCRIPT = `/${CMS_PREVIEW_FILE}`;
export const ADMIN_CONFIG = "/config.yml";

/**
 * The admin's own Content-Security-Policy: only what Decap needs, seen in Chromium
 * (tests/e2e/cms.spec.ts fails on any violation). Site pages never get any of it.
 * - its bundle and chunks from its origin ('self'), and 'unsafe-eval': without it the bundle
 *   stops at start ("Evaluating a string as JavaScript violates … 'unsafe-eval'");
 * - inline styles: its UI is styled with emotion, which writes <style> elements at run time;
 * - images from its origin (an image field's "/uploads/<file>" is fetched from there as it is,
 *   and the preview's covers from the copies beside it), blob: and data: (the media library's
 *   previews);
 * - the site's font from its origin, for the preview;
 * - connections to the local backend (demo mode) or to GitHub (production), and to blob: URLs:
 *   the backup of an unsaved entry reads the media files Decap holds for it from their blob: URLs
 *   ("persistLocalDraftBackup TypeError: Failed to fetch" without it).
 */
export function adminCsp(mode: "local" | "github"): string {
  const connect = mode === "local" ? CMS_LOCAL_BACKEND_ORIGIN : CMS_GITHUB_API;
  return [
    "default-src 'none'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self'",
    `connect-src 'self' ${connect} blob:`,
    "base-uri 'self'",
    "form-action 'none'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The admin page's own shell: no site layout, no site script, `noindex`. Decap reads its
 * configuration from the <link rel="cms-config-url">; the save check refuses what the build
 * would refuse (src/lib/cms/save-check.ts).
 */
export function adminPageHtml(mode: "local" | "github"): string {
  return editorShell({
    csp: adminCsp(mode),
    head: `<link href="${ADMIN_CONFIG}" type="text/yaml" rel="cms-config-url">
<script src="${ADMIN_SCRIPT}" defer></script>
<script src="${SAVE_CHECK_SCRIPT}" defer></script>
<script src="${PREVIEW_SCRIPT}" defer></script>`,
    body: "<noscript>The content editor needs JavaScript.</noscript>",
  });
}
