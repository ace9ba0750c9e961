import type { Server } from "node:http";
import { routes, routesFor } from "@/config/site";
import { test, expect } from "./support/fixtures";
import { recordLayoutShifts } from "./support/layout-shifts";
import { serveTrickled } from "./support/trickled-html";

/**
 * On a slow network, or on a slow phone whose parser yields, a browser paints a page before its
 * HTML has all arrived. Nothing already painted may then move as the rest comes in: not the
 * header's actions, not a card in a grid whose row a later card makes taller, not the consent
 * banner, which grows upwards from the bottom of the screen.
 */

/** Pages with each kind of layout that depends on what comes after it. */
const PAGES = [
  routes.home,
  routes.creators,
  routes.pricing,
  routes.caseStudies,
  routes.blog,
  `${routes.blog}/tags/briefs`,
  routesFor("es").blog,
  `${routesFor("es").blog}/temas/for-brands`,
];

let trickled: { url: string; server: Server };
test.beforeAll(async ({ baseURL }) => {
  trickled = await serveTrickled(baseURL!);
});
test.afterAll(() => new Promise<void>((resolve) => trickled.server.close(() => resolve())));

for (const path of PAGES) {
  test(`${path}, painted while its HTML arrives, moves nothing as the rest comes in @desktop`, async ({
    page,
  }) => {
    const layoutShifts = await recordLayoutShifts(page);
    await page.goto(trickled.url + path);
    expect(await layoutShifts()).toEqual([]);
  });
}
