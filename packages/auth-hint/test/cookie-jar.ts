import { Cookie, CookieJar } from "tough-cookie";

/**
 * A browser's cookie rules (RFC 6265, with the public suffix list) behind a `document.cookie`
 * that writes as the app's page at `appUrl`: what the site at another URL would then read.
 */
export function browserCookies(appUrl: string) {
  const jar = new CookieJar();
  const document = {
    set cookie(assignment: string) {
      const cookie = Cookie.parse(assignment);
      if (!cookie) return;
      // RFC 6265 §5.2.2: Max-Age fixes the expiry when the cookie is received, as browsers do;
      // tough-cookie would count it from the cookie's last read instead.
      if (typeof cookie.maxAge === "number") {
        cookie.expires = new Date(Date.now() + Math.max(cookie.maxAge, 0) * 1000);
        cookie.maxAge = null;
      }
      jar.setCookieSync(cookie, appUrl, { ignoreError: true });
    },
    get cookie() {
      return jar.getCookieStringSync(appUrl);
    },
  };
  return {
    document,
    /** `document.cookie` as a page at `url` sees it. */
    seenFrom: (url: string) => jar.getCookieStringSync(url),
    /** Every cookie the jar keeps and has not expired, with its attributes. */
    all: () => jar.getCookiesSync(appUrl, { allPaths: true }).map((cookie) => cookie.toJSON()),
  };
}
