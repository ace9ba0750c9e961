import type { BrowserContext } from "@playwright/test";
import { STAND_IN_APP_URL } from "../../../scripts/local/local-hosts.mjs";
import { expect } from "./fixtures";

/**
 * A tab on the stand-in app host that `npm start` serves (scripts/local/stand-in-app): it signs in
 * and out through its own form, with the real Firebase SDK against the Auth emulator, and
 * writes the sign-in cookie with @gigloom/auth-hint as the real app does.
 */
export async function openStandInApp(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(`${STAND_IN_APP_URL}/signup`);
  const status = page.getByRole("status");
  await expect(status).toHaveText(/^Signed (in|out)/, { timeout: 15_000 });
  const appCookies = () => page.evaluate(() => document.cookie);
  return {
    page,
    async signIn({ email, password }: { email: string; password: string }) {
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(status).toHaveText(`Signed in as ${email}.`);
      await expect.poll(appCookies).toContain("gigloom_signed_in=1");
    },
    async signOut() {
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(status).toHaveText("Signed out.");
      await expect.poll(appCookies).not.toContain("gigloom_signed_in");
    },
  };
}
