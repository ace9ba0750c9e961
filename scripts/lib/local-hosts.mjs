// @ts-check
// The names `npm start` serves under. Chromium resolves every *.localhost name to the loopback
// address and treats it as a secure context, so the site and the stand-in app host sit on
// sibling subdomains, as gigloom.com and app.gigloom.com do, with no set-up.
import { PORTS } from "./project.mjs";

export const STAND_IN_APP_PORT = 5050;
export const LOCAL_SITE_URL = `http://gigloom.localhost:${PORTS.hosting}`;
export const STAND_IN_APP_URL = `http://app.gigloom.localhost:${STAND_IN_APP_PORT}`;
