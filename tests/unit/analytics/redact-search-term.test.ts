import { describe, expect, it } from "vitest";
import { redactSearchTerm } from "@/lib/analytics/redact-search-term";

describe("a search term on its way to Analytics", () => {
  it.each([
    ["call +44 20 7946 0958", "call [phone]"],
    ["(555) 123-4567", "[phone]"],
    ["555.123.4567 pricing", "[phone] pricing"],
    ["555-123-4567", "[phone]"],
    ["555 123 4567", "[phone]"],
    ["020 7946 0958", "[phone]"],
    ["07946095812", "[phone]"],
    ["+34 612 34 56 78", "[phone]"],
    ["555-1234", "[phone]"],
  ])("loses the phone number in %j", (term, sent) => {
    expect(redactSearchTerm(term)).toBe(sent);
  });

  it.each([
    ["name+tag@example.co.uk", "[email]"],
    ["refund for Maya.Okafor@gmail.com please", "refund for [email] please"],
    ["me@gmail", "[email]"],
    ["<jane@example.com>, (555) 123-4567", "[email] [phone]"],
  ])("loses the e-mail address in %j", (term, sent) => {
    expect(redactSearchTerm(term)).toBe(sent);
  });

  it.each([
    ["2025", "2025"],
    ["30 days", "30 days"],
    ["UGC rates 2025", "ugc rates 2025"],
    ["1000-5000 followers", "1000-5000 followers"],
    ["2024 2025", "2024 2025"],
    ["top 10 creators 2025", "top 10 creators 2025"],
    ["2025 100 creators", "2025 100 creators"],
    ["1.000.000 seguidores", "1.000.000 seguidores"],
    ["10,000 views", "10,000 views"],
    ["published 2025-01-15", "published 2025-01-15"],
    ["15.01.2025", "15.01.2025"],
    ["@kelpwise", "@kelpwise"],
    ["version 1.2.3", "version 1.2.3"],
  ])("keeps the ordinary numbers and words of %j", (term, sent) => {
    expect(redactSearchTerm(term)).toBe(sent);
  });

  it("takes nine digits in a row of numbers for a phone number: privacy first", () => {
    expect(redactSearchTerm("top 10 2025 100")).toBe("top [phone]");
  });

  it("is trimmed, one space between words, lower case", () => {
    expect(redactSearchTerm("  Usage   RIGHTS \n")).toBe("usage rights");
  });

  it("keeps GA4's 100 characters at most", () => {
    expect(redactSearchTerm("word ".repeat(40))).toHaveLength(99);
    expect(redactSearchTerm("a".repeat(150))).toHaveLength(100);
  });
});
