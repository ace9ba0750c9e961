import { test, expect } from "./support/fixtures";
import { STAND_IN_APP_PORT, STAND_IN_APP_URL } from "../../scripts/local/local-hosts.mjs";
import { LISTING_PATH } from "../../scripts/local/stand-in-app/directory-listing.mjs";
import { LOCALES, type Locale } from "@/config/locale";
import { creatorPath, directoryList, listedCreators, listPagePath, perPageOf } from "@/lib/content";
import { DEMO_CREATOR_UID } from "@/lib/directory/demo-creators";
import { profileKeyOf } from "@/lib/directory/profile-key";

// A creator un-lists themself in the app, and the site takes their page down: the stand-in
// app writes their profile in the Firestore emulator, the publishing function deletes their
// entry, and `npm start` rebuilds the site from the emulator's `directory`. This project runs
// after every other (playwright.config.ts): the rebuild swaps the export they all read.

/** A cold build in a copy of the project, on a busy 2-core machine, and its swap. */
const REBUILT_WITHIN_MS = 480_000;

test("a creator who un-lists themself in the app is gone from the site once it has rebuilt", async ({
  context,
  request,
}) => {
  test.setTimeout(REBUILT_WITHIN_MS + 60_000);
  const creators = listedCreators();
  const demo = creators.find((creator) => creator.profileKey === profileKeyOf(DEMO_CREATOR_UID))!;
  const other = creators.find((creator) => creator !== demo && creator.indexable)!;
  const pageStatus = async (path: string) => (await request.get(path)).status();
  /** Whether a page of the directory's list, in `locale`, links to the creator's page. */
  const listed = async (slug: string, locale: Locale) => {
    const pages = Math.ceil(creators.length / perPageOf(directoryList));
    const lists = await Promise.all(
      Array.from({ length: pages }, async (_, index) => {
        const list = await request.get(listPagePath(directoryList, index + 1, locale));
        return list.text();
      }),
    );
    return lists.some((html) => html.includes(`href="${creatorPath(slug, locale)}"`));
  };
  for (const locale of LOCALES) {
    expect(await pageStatus(creatorPath(demo.slug, locale))).toBe(200);
    expect(await listed(demo.slug, locale)).toBe(true);
  }

  // No other site can post the choice for them (Node reaches the stand-in by its address).
  const listing = `${STAND_IN_APP_URL}${LISTING_PATH}`;
  const forged = await request.post(`http://127.0.0.1:${STAND_IN_APP_PORT}${LISTING_PATH}`, {
    form: { listed: "no" },
    headers: { origin: "https://elsewhere.example" },
  });
  expect(forged.status()).toBe(400);

  const app = await context.newPage();
  await app.goto(listing);
  const section = app.getByRole("region", { name: "Directory listing" });
  await expect(section).toContainText("You are listed in the Gigloom creator directory.");
  await expect(section.getByRole("link", { name: creatorPath(demo.slug) })).toBeVisible();
  await section.getByRole("button", { name: "Un-list me from the directory" }).click();
  await expect(section.getByRole("status")).toContainText("Saved: you are no longer listed.");
  await expect(section).toContainText("You are not listed in the Gigloom creator directory.");
  // The function has deleted the entry once the page, reloaded, finds none.
  await expect(async () => {
    await app.reload();
    await expect(section).toContainText("The directory has no entry for you.", { timeout: 1000 });
  }).toPass({ timeout: 30_000 });

  await expect
    .poll(() => pageStatus(creatorPath(demo.slug)), {
      timeout: REBUILT_WITHIN_MS,
      intervals: [2000],
    })
    .toBe(404);
  for (const locale of LOCALES) {
    expect(await pageStatus(creatorPath(demo.slug, locale))).toBe(404);
    expect(await listed(demo.slug, locale)).toBe(false);
    expect(await listed(other.slug, locale)).toBe(true);
  }
  const maps = (await (await request.get("/sitemap.xml")).text()).match(/\/sitemaps\/[^<]+\.xml/g)!;
  const mapped = await Promise.all(maps.map(async (map) => (await request.get(map)).text()));
  expect(mapped.join("")).not.toContain(demo.slug);
  expect(mapped.join("")).toContain(other.slug);
});
