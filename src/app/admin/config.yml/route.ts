import { siteConfig } from "@/config/site";
import { cmsBackend } from "@/lib/cms/backend";
import { CMS_COLLECTIONS } from "@/lib/cms/collections";
import { cmsConfigYaml } from "@/lib/cms/config";

// Written once at build time into out/admin/config.yml by the static export.
export const dynamic = "force-static";

export function GET() {
  return new Response(cmsConfigYaml(CMS_COLLECTIONS, cmsBackend(process.env, siteConfig.siteUrl)), {
    headers: { "Content-Type": "text/yaml; charset=utf-8" },
  });
}
