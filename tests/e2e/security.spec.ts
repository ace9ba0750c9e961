import { test, expect } from "./support/fixtures";
import { siteRoutes } from "./support/site-routes";

/** What every response of the site must carry (firebase.json → hosting.headers). */
function expectSecurityHeaders(headers: Record<string, string>, url: string) {
  const hsts = headers["strict-transport-security"] ?? "";
  expect(Number(hsts.match(/max-age=(\d+)/)?.[1]), `${url} HSTS`).toBeGreaterThanOrEqual(31536000);
  expect(hsts, `${url} HSTS`).toContain("includeSubDomains");
  expect(headers["x-content-type-options"], url).toBe("nosniff");
  expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(headers["permissions-policy"], `${url} Permissions-Policy`).toContain(`${feature}=()`);
  }
  const csp = headers["content-security-policy"] ?? "";
  for (const directive of ["frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'"]) {
    expect(csp, `${url} CSP`).toContain(directive);
  }
}

test("every page carries the security headers and is revalidated on every request @desktop", async ({
  request,
}) => {
  const routes = siteRoutes();
  expect(routes.length).toBeGreaterThan(6);
  for (const route of [...routes, "/no-such-page"]) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(route === "/no-such-page" ? 404 : 200);
    expect(response.headers()["content-type"], route).toContain("text/html");
    expectSecurityHeaders(response.headers(), route);
    expect(response.headers()["cache-control"], route).toBe("no-cache");
  }
});

test("hashed assets are cached for a year; other files are revalidated @desktop", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const assets = [...new Set(html.match(/\/_next\/static\/[^"]+\.(?:js|css)/g))];
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()["cache-control"], asset).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(response.headers(), asset);
  }
  for (const file of ["/logo.png", "/blog/rss.xml", "/casestudies/opengraph-image"]) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()["cache-control"], file).toBe("no-cache");
  }
  expect((await request.get("/casestudies/opengraph-image")).headers()["content-type"]).toBe(
    "image/png",
  );
});
