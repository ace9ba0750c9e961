import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type IllustrationCardProps = {
  /** What the picture shows, in one sentence: its parts are not controls. */
  label: string;
  /** The soft panel behind the card. */
  halo: "accent" | "mint";
  /** The line at the foot of the card, beside its (pictured, not real) button. */
  footer: string;
  action: string;
  children: ReactNode;
};

const halos = { accent: "bg-accent-soft", mint: "bg-mint-soft" } as const;

/**
 * A product screen drawn in HTML for a hero: crisp at every width, no image download, no
 * layout shift. Assistive technology reads it as one image with the given description.
 */
export function IllustrationCard({ label, halo, footer, action, children }: IllustrationCardProps) {
  return (
    <div role="img" aria-label={label} className="relative isolate mx-auto max-w-md">
      <div
        aria-hidden="true"
        className={cn("absolute -inset-4 -z-10 rounded-[2rem] sm:-inset-6", halos[halo])}
      />
      <div className="rounded-card bg-white p-card shadow-[0_24px_60px_-30px_rgb(20_18_31/0.45)] ring-1 ring-line">
        {children}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-paper px-4 py-3">
          <span className="text-sm text-muted">{footer}</span>
          <span className="rounded-full bg-ink px-4 py-2 text-sm font-semibold text-white">
            {action}
          </span>
        </div>
      </div>
    </div>
  );
}
