/** The mobile menu's element id: the toggle targets it and its hook finds it. */
export const MOBILE_MENU_ID = "mobile-menu";
