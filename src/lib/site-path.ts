/** A path on this site ("/pricing"), as opposed to a URL elsewhere (the app host, mail). */
export const isSitePath = (href: string) => href.startsWith("/") && !href.startsWith("//");
