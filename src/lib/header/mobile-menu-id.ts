/** The mobile menu's element id: the toggle targets it, its hook finds it, and globals.css names it. */
export const MOBILE_MENU_ID = "mobile-menu";
