import type { Metadata } from "next";
import { HEAD_SCRIPTS } from "@/lib/head-scripts";
import { DECLARED_SCRIPTS } from "@/lib/declared-scripts.mjs";

/**
 * Not a page for visitors: it lists the texts of the inline scripts the root layout puts in
 * every page, exactly as this build compiled them (the compiler rewrites the functions, so no
 * other program can know them). The post-build step allows these and Next's own, fails on any
 * other inline script, and removes this page from the export (scripts/build/inline-script-rule.mjs).
 */
export const metadata: Metadata = { robots: { index: false } };

export default function DeclaredInlineScripts() {
  // "<" is escaped so that no text can end the data block early.
  const json = JSON.stringify(HEAD_SCRIPTS.map(({ text }) => text)).replace(/</g, "\\u003c");
  return (
    <script
      type="application/json"
      id={DECLARED_SCRIPTS}
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
