import { siteConfig } from "@/config/site";
import { cmsBackend } from "@/lib/cms/backend";
import { CMS_COLLECTIONS } from "@/lib/cms/collections";
import { cmsConfigYaml } from "@/lib/cms/config";

// Written once at build time into out/cms/config.yml, which the post-build step moves into the
// admin's own export, out-cms/ (scripts/build/cms-admin.mjs).
export const dynamic = "force-static";

export function GET() {
  return new Response(cmsConfigYaml(CMS_COLLECTIONS, cmsBackend(process.env, siteConfig.cmsUrl)), {
    headers: { "Content-Type": "text/yaml; charset=utf-8" },
  });
}
