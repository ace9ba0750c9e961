/**
 * The brands in the home page's logo row. All invented for this site. Each is drawn as a
 * text wordmark in its own style, so the row reads like a row of logos without image files.
 */
export type Wordmark = {
  name: string;
  /** Tailwind classes giving the wordmark its typographic character. */
  style: string;
  /** A simple glyph drawn before the name, as an SVG path in a 24×24 box. */
  glyph?: string;
};

export const customerWordmarks: readonly Wordmark[] = [
  {
    name: "Fernhollow Tea",
    style: "font-serif text-xl italic tracking-tight",
    glyph: "M12 3c4 3 6 7 6 11a6 6 0 0 1-12 0c0-4 2-8 6-11Zm0 4v14",
  },
  { name: "CRUMBWELL", style: "text-lg font-black tracking-[0.2em]" },
  {
    name: "Kestrel & Pine",
    style: "font-serif text-xl font-semibold",
    glyph: "M12 2 5 14h4l-3 6h12l-3-6h4L12 2Z",
  },
  { name: "lumetta", style: "text-2xl font-light tracking-wide lowercase" },
  {
    name: "Tidewick",
    style: "font-mono text-lg font-bold tracking-tight uppercase",
    glyph: "M2 14c3-3 5-3 8 0s5 3 8 0 4-3 4-3M2 19c3-3 5-3 8 0s5 3 8 0 4-3 4-3",
  },
  { name: "Boldbarrow", style: "text-xl font-extrabold tracking-tighter italic" },
];
