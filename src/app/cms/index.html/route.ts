import { cmsBackend } from "@/lib/cms/backend";
import { adminPageHtml } from "@/lib/cms/admin-page";

// Written once at build time into out/cms/index.html, which the post-build step moves into the
// admin's own export, out-cms/, served on an origin of its own: a page outside the site's
// layout, so that none of the site's scripts or policy reach it and none of its reach the site.
export const dynamic = "force-static";

export function GET() {
  const backend = cmsBackend(process.env, "");
  return new Response(adminPageHtml(backend.kind === "local" ? "local" : "github"), {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}
