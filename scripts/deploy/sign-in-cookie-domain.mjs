// @ts-check
// Which domain the app's sign-in cookie goes on (packages/auth-hint): the parent domain the
// site and the app share. NEXT_PUBLIC_AUTH_COOKIE_DOMAIN sets it; otherwise it is derived
// from the two URLs, and whoever derives it says so (npm run deploy, npm start).

/**
 * The longest domain both hosts are on, e.g. "gigloom.com" for gigloom.com and
 * app.gigloom.com. None for IP addresses or when they share only a top-level domain. A browser
 * also refuses a public suffix such as "co.uk": set the variable for such domains.
 * @param {string} siteUrl
 * @param {string} appUrl
 * @returns {string | undefined}
 */
export function sharedParentDomain(siteUrl, appUrl) {
  const labels = (/** @type {string} */ url) => new URL(url).hostname.split(".").reverse();
  const site = labels(siteUrl);
  const app = labels(appUrl);
  if ([site, app].some((host) => /^\d+$/.test(host[0] ?? "") || host[0]?.startsWith("["))) {
    return undefined;
  }
  const shared = [];
  for (let i = 0; i < Math.min(site.length, app.length) && site[i] === app[i]; i++) {
    shared.push(site[i]);
  }
  return shared.length >= 2 ? shared.reverse().join(".") : undefined;
}

/**
 * The cookie domain for this environment, and where it came from, in a sentence.
 * @param {Record<string, string | undefined>} env
 * @returns {{ domain: string | undefined, said: string }}
 */
export function signInCookieDomain(env) {
  const configured = env.NEXT_PUBLIC_AUTH_COOKIE_DOMAIN?.trim();
  if (configured) {
    return { domain: configured, said: `${configured} (NEXT_PUBLIC_AUTH_COOKIE_DOMAIN)` };
  }
  const siteUrl = env.NEXT_PUBLIC_SITE_URL?.trim();
  const appUrl = env.NEXT_PUBLIC_APP_URL?.trim();
  const domain = siteUrl && appUrl ? sharedParentDomain(siteUrl, appUrl) : undefined;
  return domain
    ? { domain, said: `${domain} (derived from NEXT_PUBLIC_SITE_URL and NEXT_PUBLIC_APP_URL)` }
    : {
        domain,
        said:
          "none: the site and the app share no parent domain, so the header cannot learn of a " +
          "sign-in on the app host (set NEXT_PUBLIC_AUTH_COOKIE_DOMAIN if they do)",
      };
}
