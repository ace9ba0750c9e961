import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type SectionHeadingProps = {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: "start" | "center";
  /** On a dark band the eyebrow and lead switch to their on-ink colours. */
  onInk?: boolean;
};

/** A section's h2 with an optional eyebrow above and a lead paragraph below. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "start",
  onInk = false,
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow ? (
        <p
          className={cn(
            "text-sm font-semibold tracking-wide uppercase",
            onInk ? "text-on-ink-muted" : "text-accent",
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="mt-3 text-heading font-bold text-balance">
        {title}
      </h2>
      {children ? (
        <div className={cn("mt-5 text-lead", onInk ? "text-on-ink-muted" : "text-muted")}>
          {children}
        </div>
      ) : null}
    </div>
  );
}
