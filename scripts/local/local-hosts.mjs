// @ts-check
// The names `npm start` serves under. Chromium resolves every *.localhost name to the loopback
// address and treats it as a secure context, so the site, the stand-in app host and the CMS
// admin sit on sibling subdomains, as gigloom.com, app.gigloom.com and cms.gigloom.com do, with
// no set-up.
import { CMS_LOCAL_HOST, CMS_LOCAL_PORT } from "../../src/lib/cms/cms-facts.mjs";
import { SITE_PORT } from "../shared/project.mjs";

export const STAND_IN_APP_PORT = 5050;
export const LOCAL_SITE_URL = `http://gigloom.localhost:${SITE_PORT}`;
export const STAND_IN_APP_URL = `http://app.gigloom.localhost:${STAND_IN_APP_PORT}`;
/** The admin's own origin (scripts/local/cms-server.mjs): no site page can read its storage. */
export const LOCAL_CMS_URL = `http://${CMS_LOCAL_HOST}:${CMS_LOCAL_PORT}`;

/** What `npm start` prints once all it serves answers, the site's new build included. */
export const SITE_RUNNING = "Gigloom is running at";
