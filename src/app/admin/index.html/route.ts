import { siteConfig } from "@/config/site";
import { adminRedirectPage } from "@/lib/cms/admin-redirect";

// Written once at build time into out/admin/index.html: the site's /admin/ only sends editors
// to the admin's own origin.
export const dynamic = "force-static";

export function GET() {
  return new Response(adminRedirectPage(siteConfig.cmsUrl), {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}
