import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** What the site answers to: WCAG 2.2 at levels A and AA, and axe's best practices. */
const STANDARDS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The page's axe violations, one line each: the rule, its help and the elements. axe runs in
 * the page itself: the default runs each frame separately and finishes in a new blank page,
 * which only matters for cross-origin frames. This site has none, and the in-page run takes
 * half the time. Only violations are collected in full: the passing and the inapplicable nodes,
 * which no test reads, are the larger part of axe's time on a long page (about a third).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(STANDARDS)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}
