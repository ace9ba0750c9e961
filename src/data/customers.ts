/**
 * How each customer's wordmark is drawn in the home page's logo row, by case-study slug.
 * The brands themselves (all invented) come from the case studies, so the row names only
 * brands whose story the site tells. Text wordmarks need no image files and never shift.
 */
export type WordmarkStyle = {
  /** Tailwind classes giving the wordmark its typographic character. */
  className: string;
  /** A simple glyph drawn before the name, as an SVG path in a 24×24 box. */
  glyph?: string;
};

export const wordmarkStyles: Readonly<Record<string, WordmarkStyle>> = {
  "fernhollow-botanicals": {
    className: "font-serif text-lg italic tracking-tight",
    glyph: "M12 3c4 3 6 7 6 11a6 6 0 0 1-12 0c0-4 2-8 6-11Zm0 4v14",
  },
  kelpwise: { className: "text-xl font-black tracking-[0.18em] uppercase" },
  tallyfin: {
    className: "font-mono text-lg font-bold tracking-tight",
    glyph: "M4 20V10m6 10V4m6 16v-7m4 7H2",
  },
  velomira: { className: "text-2xl font-normal tracking-wide lowercase" },
  "pixelmoth-games": {
    className: "text-base font-extrabold tracking-tight uppercase",
    glyph: "M4 4h6v6H4zM14 4h6v6h-6zM9 14h6v6H9z",
  },
  "driftnook-home": {
    className: "font-serif text-lg font-semibold",
    glyph: "M3 11 12 4l9 7M6 9.5V20h12V9.5",
  },
};

export const defaultWordmarkStyle: WordmarkStyle = { className: "text-xl font-bold" };
