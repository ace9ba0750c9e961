import type { ComponentProps, ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { cn } from "@/lib/cn";
import { AudienceCta } from "./audience-cta";

type AfterArticleProps = ComponentProps<typeof AudienceCta> & {
  className?: string;
  /** What follows the call to join: more to read, if there is any. */
  children?: ReactNode;
};

/** What follows a post or a case study: the call to join, worded for its reader, then more. */
export function AfterArticle({ className, children, ...cta }: AfterArticleProps) {
  return (
    <Container className={cn(className, "space-y-16 pb-24")}>
      <AudienceCta {...cta} />
      {children}
    </Container>
  );
}

/** Other posts or case studies to read next, under their heading. */
export function MoreToRead({
  headingId,
  heading,
  children,
}: {
  headingId: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-6 text-heading font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
