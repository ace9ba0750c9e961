import { describe, expect, it, vi } from "vitest";

async function loadSiteConfig(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return import("@/config/site");
}

describe("site config", () => {
  it("lists the spec's five nav links in order, Docs on the app host", async () => {
    const { mainNav } = await loadSiteConfig({ NEXT_PUBLIC_APP_URL: "https://app.example.test" });
    const { MESSAGES } = await import("@/i18n/messages");
    const labels = MESSAGES.en.nav;
    expect(mainNav("en").map(({ id, href }) => ({ label: labels[id], href }))).toEqual([
      { label: "Pricing", href: "/pricing" },
      { label: "Case Studies", href: "/casestudies" },
      { label: "Blog", href: "/blog" },
      { label: "Docs", href: "https://app.example.test/docs" },
      { label: "Contact", href: "/contact" },
    ]);
  });

  it("gives the Spanish nav the Spanish pages and the same app host", async () => {
    const { mainNav } = await loadSiteConfig({ NEXT_PUBLIC_APP_URL: "https://app.example.test" });
    expect(mainNav("es").map(({ href }) => href)).toEqual([
      "/es/precios",
      "/es/casos-de-exito",
      "/es/blog",
      "https://app.example.test/docs",
      "/es/contacto",
    ]);
  });

  it("builds every app-host link from NEXT_PUBLIC_APP_URL, with or without a trailing slash", async () => {
    const { siteConfig } = await loadSiteConfig({ NEXT_PUBLIC_APP_URL: "https://host.test/" });
    expect(siteConfig.links).toEqual({
      signUp: "https://host.test/signup",
      docs: "https://host.test/docs",
    });
  });

  it("names the product Gigloom and uses NEXT_PUBLIC_SITE_URL as the canonical origin", async () => {
    const { siteConfig } = await loadSiteConfig({ NEXT_PUBLIC_SITE_URL: "https://www.site.test/" });
    expect(siteConfig.name).toBe("Gigloom");
    expect(siteConfig.siteUrl).toBe("https://www.site.test");
  });
});
