import type { Audience, SiteEvents } from "@/lib/analytics/events";

/** What a chosen call to action is: read from its attributes and its URL. */
export type ChosenCta = {
  url: URL;
  placement: string;
  audience: string | undefined;
  /** The landing page's section it sits in, where it sits in one. */
  section?: string;
};
type Where = { origin: string; signUpUrl: string; docsUrl: string; pageAudience: Audience };

/** A link's destination without its query: a path on this site, or a URL elsewhere. */
export function destinationOf(url: URL, origin: string): string {
  return url.origin === origin ? url.pathname : `${url.origin}${url.pathname}`;
}

const withoutQuery = (href: string) => {
  const url = new URL(href);
  return `${url.origin}${url.pathname}`;
};

export const isAudience = (value: string | undefined): value is Audience =>
  value === "brand" || value === "creator";

/** Whether the chosen link leads to the sign-up (and so carries the visit's attribution). */
export function isSignUp(link: ChosenCta, where: Pick<Where, "signUpUrl">): boolean {
  return withoutQuery(link.url.href) === withoutQuery(where.signUpUrl);
}

/** The event a chosen call to action sends: the Docs link is its own event. */
export function ctaEvent(
  link: ChosenCta,
  where: Where,
):
  | { name: "docs_open"; params: SiteEvents["docs_open"] }
  | { name: "cta_click"; params: SiteEvents["cta_click"] } {
  const destination = destinationOf(link.url, where.origin);
  if (destination === withoutQuery(where.docsUrl)) {
    return { name: "docs_open", params: { placement: link.placement } };
  }
  const audience = isAudience(link.audience) ? link.audience : where.pageAudience;
  const { placement, section } = link;
  return {
    name: "cta_click",
    params: { placement, destination, audience, ...(section ? { section } : {}) },
  };
}
