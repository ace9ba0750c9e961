import type { ReactNode } from "react";
import Link from "@/components/ui/site-link";

type CardTitleProps = {
  href: string;
  /** h2 in a list of its own, h3 where the cards sit under a section heading. */
  level?: 2 | 3;
  /** The whole card is the link (its article must be `relative`), not the title alone. */
  wholeCard?: boolean;
  children: ReactNode;
};

/** A post's or case study's title on its card: the link to the entry. */
export function CardTitle({ href, level = 2, wholeCard = false, children }: CardTitleProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Heading className="mt-3 text-subheading font-bold text-balance">
      <Link
        href={href}
        className={
          wholeCard
            ? "rounded-sm after:absolute after:inset-0 after:rounded-card"
            : "hover:text-accent focus-visible:text-accent"
        }
      >
        {children}
      </Link>
    </Heading>
  );
}
