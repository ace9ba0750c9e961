import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { ImageResponse } from "next/og";
import { DEFAULT_LOCALE, type Locale } from "@/config/locale";
import { siteConfig } from "@/config/site";
import { translator } from "@/i18n/translator";
import { cachedPng, cardKey } from "./og-card-cache";

/** Every opengraph-image.tsx re-exports these as its `size` and `contentType`. */
export const ogImageSize = { width: 1200, height: 630 } as const;
export const ogImageContentType = "image/png";

/**
 * The theme tokens of src/app/globals.css that the card uses. A PNG renderer cannot read CSS
 * variables, so they are repeated here; tests/unit/og-card.test.ts keeps the two in step.
 */
export const ogColors = {
  ink: "#14121f",
  muted: "#57536b",
  line: "#d9d6e4",
  paper: "#f6f5fa",
  accent: "#5b3fd6",
  accentSoft: "#ece8fd",
} as const;

export type OgCardInput = {
  /** A short label above the title, such as "Case study" or "Pricing". */
  eyebrow: string;
  title: string;
  /** The card's language, which its tagline is written in; English unless given. */
  locale?: Locale;
};

// Inter ships in an npm package, so the build reads it from disk and never fetches a font.
// Satori (behind ImageResponse) reads TTF, OTF and WOFF, not WOFF2. Found as Node finds a
// package, from the folder the build runs in: a build in a copy of the project under tmp/ has no
// node_modules of its own and uses the project's, above it.
const fontFile = (name: string) =>
  createRequire(join(process.cwd(), "package.json")).resolve(`@fontsource/inter/files/${name}`);

async function loadFonts() {
  const [regular, bold] = await Promise.all([
    readFile(fontFile("inter-latin-400-normal.woff")),
    readFile(fontFile("inter-latin-700-normal.woff")),
  ]);
  return [
    { name: "Inter", data: regular, weight: 400 as const, style: "normal" as const },
    { name: "Inter", data: bold, weight: 700 as const, style: "normal" as const },
  ];
}

/** Long titles step down in size so they always fit in three lines. */
export function ogTitleFontSize(title: string): number {
  if (title.length <= 40) return 76;
  if (title.length <= 70) return 64;
  return 52;
}

/** The brand mark of assets/logo.svg: two linked loops, one for brands and one for creators. */
function Mark() {
  return (
    <svg width="84" height="60" viewBox="0 0 154 124">
      <g fill="none" strokeWidth="15" strokeLinecap="round">
        <circle cx="50" cy="62" r="40" stroke={ogColors.accent} />
        <circle cx="104" cy="62" r="40" stroke={ogColors.ink} />
        <path d="M77 32.5a40 40 0 0 1 0 59" stroke={ogColors.accent} />
      </g>
    </svg>
  );
}

/** The version of Next.js, whose ImageResponse draws the card: part of a cached card's key. */
const rendererVersion = () =>
  (createRequire(join(process.cwd(), "package.json"))("next/package.json") as { version: string })
    .version;

/**
 * The 1200×630 share card used by every page, post and case study, as a PNG: drawn once for
 * what it shows, then kept between builds (./og-card-cache.ts).
 */
export async function renderOgCard({
  eyebrow,
  title,
  locale = DEFAULT_LOCALE,
}: OgCardInput): Promise<Response> {
  const host = new URL(siteConfig.siteUrl).host;
  const card = (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        background: `linear-gradient(135deg, #ffffff 0%, ${ogColors.paper} 60%, ${ogColors.accentSoft} 100%)`,
        fontFamily: "Inter",
        color: ogColors.ink,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
        <Mark />
        <div style={{ fontSize: 48, fontWeight: 700, letterSpacing: -1 }}>{siteConfig.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
        <div
          style={{
            fontSize: 28,
            fontWeight: 700,
            color: ogColors.accent,
            textTransform: "uppercase",
            letterSpacing: 2,
          }}
        >
          {eyebrow}
        </div>
        <div
          style={{
            fontSize: ogTitleFontSize(title),
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: -1.5,
            maxWidth: 1000,
          }}
        >
          {title}
        </div>
      </div>
      <div
        style={{
          display: "flex",
          justifyContent: "space-between",
          alignItems: "center",
          borderTop: `2px solid ${ogColors.line}`,
          paddingTop: 24,
          fontSize: 26,
          color: ogColors.muted,
        }}
      >
        <div>{translator(locale, "site")("tagline")}</div>
        <div style={{ color: ogColors.accent, fontWeight: 700 }}>{host}</div>
      </div>
    </div>
  );
  const fonts = await loadFonts();
  const key = cardKey(card, fonts, { size: ogImageSize, next: rendererVersion() });
  return cachedPng(key, () => new ImageResponse(card, { ...ogImageSize, fonts }).arrayBuffer());
}
