import type { ReactNode } from "react";

/**
 * Each language has its own root layout (app/(en)/layout.tsx, app/es/layout.tsx), which
 * writes <html lang>. This one only exists because the site-wide not-found page needs a layout
 * above it; it adds nothing, and not-found.tsx writes its own document (next-intl's pattern for
 * an app without a locale segment at its root).
 */
export default function PassThroughLayout({ children }: { children: ReactNode }) {
  return children;
}
