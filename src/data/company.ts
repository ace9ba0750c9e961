/**
 * The company behind the site, as named in the footer, the legal pages and structured data.
 * Addresses for people to write to live here; URLs of the site and app live in src/config/site.ts.
 */
export const company = {
  legalName: "Gigloom, Inc.",
  incorporatedIn: "the State of Delaware, USA",
  address: {
    street: "1 Shuttle Row, Suite 400",
    locality: "Portland",
    region: "OR",
    postalCode: "97209",
    country: "US",
  },
  emails: {
    hello: "hello@gigloom.com",
    support: "support@gigloom.com",
    privacy: "privacy@gigloom.com",
    legal: "legal@gigloom.com",
  },
} as const;

export function postalAddressLines(): string[] {
  const { street, locality, region, postalCode } = company.address;
  return [company.legalName, street, `${locality}, ${region} ${postalCode}`, "United States"];
}
