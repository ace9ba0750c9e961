import { editorShell } from "./editor-shell";

/** The policy of the site's /admin/ page: nothing to load, run, frame or post. */
export const ADMIN_REDIRECT_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

/**
 * The site's /admin/: the content editor lives on an origin of its own (`cmsUrl`), so that no
 * script of a site page can read an editor's credential. This page only sends the visitor
 * there, with a refresh and a link: no script, so the site's policy gains nothing.
 */
export function adminRedirectPage(cmsUrl: string): string {
  const target = escapeHtml(`${cmsUrl}/`);
  return editorShell({
    csp: ADMIN_REDIRECT_CSP,
    head: `<meta http-equiv="refresh" content="0; url=${target}">`,
    body: `<p>The content editor has moved to <a href="${target}">${target}</a>.</p>`,
  });
}
