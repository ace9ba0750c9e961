/**
 * The origins in CONTACT_SITE_ORIGINS (comma-separated), the only pages whose browsers may call
 * the contact function. Unset or empty, the list is empty and every browser is refused: the
 * function fails closed. `npm run deploy` writes it, and so does the emulators' start.
 */
export function siteOriginList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter(Boolean);
}

/**
 * Whether a call may go ahead: a browser always names the page's origin, and it must be one of
 * the site's. A call with no Origin header comes from no browser page, and CORS means nothing to
 * it: App Check and the rate limits answer those.
 */
export function originAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  return origin === undefined || allowed.includes(origin);
}
