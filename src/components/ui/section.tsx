import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Container } from "./container";

const tones = {
  white: "bg-white",
  paper: "bg-paper",
  ink: "bg-ink text-on-ink",
} as const;

type SectionProps = {
  /** The id of the section's heading, which names the region for assistive technology. */
  labelledBy: string;
  tone?: keyof typeof tones;
  /** An anchor other pages can link to, e.g. /creators#faq. */
  id?: string;
  children: ReactNode;
  className?: string;
};

/** One band of a page: a landmark named by its heading, with the site's vertical rhythm. */
export function Section({ labelledBy, tone = "white", id, children, className }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn("py-section", tones[tone], className)}
    >
      <Container>{children}</Container>
    </section>
  );
}
