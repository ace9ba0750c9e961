import { isDemoEnv } from "@/lib/firebase/project-facts.mjs";
import { CMS_LOCAL_BACKEND_ORIGIN, CMS_LOCAL_HOSTS } from "./cms-facts.mjs";
import type { CmsBackend } from "./config";

/**
 * Demo mode (no Firebase project configured, as on a laptop) edits the working tree through
 * decap-server; any other build edits GitHub, and never carries the local backend.
 * NEXT_PUBLIC_CMS_GITHUB_REPO ("owner/name") names the repository; `cmsUrl` is the admin's own
 * origin (siteConfig.cmsUrl), where its sign-in is served.
 */
export function cmsBackend(env: Record<string, string | undefined>, cmsUrl: string): CmsBackend {
  if (isDemoEnv(env)) {
    return {
      kind: "local",
      url: `${CMS_LOCAL_BACKEND_ORIGIN}/api/v1`,
      allowedHosts: CMS_LOCAL_HOSTS,
    };
  }
  return {
    kind: "github",
    repo: env.NEXT_PUBLIC_CMS_GITHUB_REPO || "gigloom/web",
    baseUrl: cmsUrl,
  };
}
