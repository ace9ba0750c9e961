import type { Locator } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { header, menuToggle, mobileMenu } from "./support/header";

/** Spec §9: vertical padding and font size of each call-to-action size, as rendered. */
const SIZES = {
  sm: { padding: "13px", fontSize: "16px" },
  md: { padding: "14px", fontSize: "16px" },
  lg: { padding: "15px", fontSize: "18px" },
} as const;

async function expectButton(button: Locator, size: keyof typeof SIZES, look: "dark" | "light") {
  await expect(button).toHaveCSS("padding-top", SIZES[size].padding);
  await expect(button).toHaveCSS("padding-bottom", SIZES[size].padding);
  await expect(button).toHaveCSS("font-size", SIZES[size].fontSize);
  // Primary is dark with light text; secondary is light with dark text (spec §2).
  const lightness = await button.evaluate((element) => {
    const channels = (color: string) => color.match(/\d+/g)!.slice(0, 3).map(Number);
    const mean = (color: string) => channels(color).reduce((sum, value) => sum + value, 0) / 3;
    const style = getComputedStyle(element);
    return { background: mean(style.backgroundColor), text: mean(style.color) };
  });
  if (look === "dark") {
    expect(lightness.background).toBeLessThan(80);
    expect(lightness.text).toBeGreaterThan(200);
  } else {
    expect(lightness.background).toBeGreaterThan(230);
    expect(lightness.text).toBeLessThan(80);
  }
}

test("the header's Join Now is a primary button at size sm @desktop", async ({ page }) => {
  await page.goto("/");
  await expectButton(header(page).getByRole("link", { name: "Join Now" }), "sm", "dark");
});

test("the menu's buttons are lg, the default size, one primary and one secondary @mobile", async ({
  page,
}) => {
  await page.goto("/");
  await menuToggle(page).click();
  await expectButton(mobileMenu(page).getByRole("link", { name: "Join as a Brand" }), "lg", "dark");
  await expectButton(
    mobileMenu(page).locator("nav ~ div").getByRole("link", { name: "Case Studies" }),
    "lg",
    "light",
  );
});

test("the plan cards' buttons are md, primary on the recommended plan only", async ({ page }) => {
  await page.goto("/pricing");
  const trials = page.getByRole("article").getByRole("link", { name: /free trial/ });
  await expect(trials).not.toHaveCount(0);
  const looks = [];
  for (const trial of await trials.all()) {
    const recommended = await trial.evaluate((element) =>
      element.closest("article")!.textContent!.includes("Best for most brands"),
    );
    looks.push(recommended ? "dark" : "light");
    await expectButton(trial, "md", recommended ? "dark" : "light");
  }
  expect(looks.filter((look) => look === "dark")).toHaveLength(1);
});
