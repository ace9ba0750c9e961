import { limitValue } from "@/domain/pricing/limits";
import { test, expect } from "./support/fixtures";
import { axeViolations } from "./support/axe";
import { menuToggle, mobileMenu } from "./support/header";
import { featureGroups, enterprise, plans } from "@/lib/content/price-list";

// Every page, at both widths, is checked with axe in site.spec.ts.

test("axe finds no violations with the mobile menu open @mobile", async ({ page }) => {
  await page.goto("/creators");
  await menuToggle(page).click();
  await expect(mobileMenu(page)).toBeVisible();
  await expect(mobileMenu(page)).toHaveCSS("opacity", "1");
  expect(await axeViolations(page)).toEqual([]);
});

test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
  await page.goto("/pricing");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

test("each cell of the plan comparison is tied to its group, its feature and its plan @desktop", async ({
  page,
}) => {
  await page.goto("/pricing");
  const table = page.getByRole("table", { name: "Features included in each Gigloom plan" });
  // The header cells a screen reader announces with a data cell: those its `headers` names,
  // in the same table (HTML's table model), as their text.
  const cells = await table.locator("td").evaluateAll((tds) =>
    tds.map((td) => ({
      value: td.textContent,
      headers: (td.getAttribute("headers") ?? "")
        .split(" ")
        .filter(Boolean)
        .map((id) => td.closest("table")!.querySelector(`th[id="${id}"]`)?.textContent ?? id),
    })),
  );
  // The empty corner cell above the feature names heads nothing and is headed by nothing.
  expect(cells[0]).toEqual({ value: "", headers: [] });
  const tiers = [...plans, enterprise].map((tier) => tier.name);
  // Every data cell, row by row: its group, its feature or limit, its plan.
  const rowsOf = (group: string, rows: string[]) =>
    rows.flatMap((row) => tiers.map((tier) => [group, row, tier]));
  expect(cells.slice(1).map((cell) => cell.headers)).toEqual([
    ...rowsOf("Limits", ["Active gigs at a time", "Team seats"]),
    ...featureGroups.flatMap((group) =>
      rowsOf(
        group.name,
        group.features.map((feature) => feature.name),
      ),
    ),
  ]);
  // A limit, with its value.
  expect(cells).toContainEqual({
    value: limitValue(plans[0]!.limits.seats, "Unlimited"),
    headers: ["Limits", "Team seats", plans[0]!.name],
  });
});
