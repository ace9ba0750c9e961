import localFont from "next/font/local";

/**
 * Inter, self-hosted and cut to the site's characters (scripts/build/font-subset.mjs), preloaded
 * from <head>. With "optional" the browser waits for it at most its short block period (about
 * 100 ms), else uses the size-adjusted fallback for that whole page view: Inter never swaps in
 * later, so it cannot shift the layout. The weight range matches WEIGHT_RANGE there. One module
 * for both languages' layouts, so both preload the same file.
 */
export const inter = localFont({
  src: "../../app/fonts/inter-latin-var.woff2",
  weight: "400 900",
  style: "normal",
  display: "optional",
  preload: true,
  adjustFontFallback: "Arial",
  variable: "--font-inter",
});
