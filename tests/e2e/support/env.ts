/**
 * The end-to-end build uses its own app host, on purpose not the default one, so the tests
 * prove that every app-host link is built from NEXT_PUBLIC_APP_URL.
 */
export const E2E_APP_URL = "https://app.e2e-gigloom.test";
export const E2E_SITE_URL = "https://www.e2e-gigloom.test";
