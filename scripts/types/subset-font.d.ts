// subset-font ships no types: this declares the call scripts/build/font-subset.mjs makes.
declare module "subset-font" {
  interface SubsetFontOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    /** OpenType feature tags to keep (four characters each). */
    keepFeatures?: string[];
    /** Extra `name` table ids to keep. */
    preserveNameIds?: number[];
    /** Per axis, a value to pin it to or a range to keep. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }

  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
