/**
 * The ways a customer's wordmark can be drawn in the home page's logo row. They are design,
 * so they live in code; content/customers.yml picks one for each brand by its name here.
 * Text wordmarks need no image files and never shift.
 */
export type WordmarkStyle = {
  /** Tailwind classes giving the wordmark its typographic character. */
  className: string;
  /** A simple glyph drawn before the name, as an SVG path in a 24×24 box. */
  glyph?: string;
};

export const WORDMARK_STYLES = {
  /** The style of a brand with no entry in content/customers.yml. */
  plain: { className: "text-xl font-bold" },
  "serif-leaf": {
    className: "font-serif text-lg italic tracking-tight",
    glyph: "M12 3c4 3 6 7 6 11a6 6 0 0 1-12 0c0-4 2-8 6-11Zm0 4v14",
  },
  "spaced-capitals": { className: "text-xl font-black tracking-[0.18em] uppercase" },
  "mono-bars": {
    className: "font-mono text-lg font-bold tracking-tight",
    glyph: "M4 20V10m6 10V4m6 16v-7m4 7H2",
  },
  "light-lowercase": { className: "text-2xl font-normal tracking-wide lowercase" },
  "bold-capitals-blocks": {
    className: "text-base font-extrabold tracking-tight uppercase",
    glyph: "M4 4h6v6H4zM14 4h6v6h-6zM9 14h6v6H9z",
  },
  "serif-house": {
    className: "font-serif text-lg font-semibold",
    glyph: "M3 11 12 4l9 7M6 9.5V20h12V9.5",
  },
} as const satisfies Record<string, WordmarkStyle>;

export type WordmarkStyleId = keyof typeof WORDMARK_STYLES;
