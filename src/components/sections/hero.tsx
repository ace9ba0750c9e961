import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";

type HeroProps = {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  actions: ReactNode;
  /** A line under the actions, e.g. the path to the other audience. */
  note?: ReactNode;
  /** The illustration beside the text on wide screens, below it on narrow ones. */
  aside: ReactNode;
};

/**
 * The opening of an audience page: its one h1, the promise, and the calls to action. Both
 * columns start at the top: a browser may paint before the illustration's HTML has all
 * arrived, and a centred column would re-centre, moving what was painted, as the rest streams in.
 */
export function Hero({ eyebrow, title, lead, actions, note, aside }: HeroProps) {
  return (
    <section aria-labelledby="hero-title" className="overflow-hidden pt-10 pb-section lg:pt-16">
      <Container className="grid items-start gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
          <h1 id="hero-title" className="mt-4 text-display font-bold text-balance">
            {title}
          </h1>
          <div className="mt-6 max-w-xl space-y-4 text-lead text-muted">{lead}</div>
          <div className="mt-9 flex flex-wrap gap-3">{actions}</div>
          {note ? <div className="mt-6 text-muted">{note}</div> : null}
        </div>
        <div>{aside}</div>
      </Container>
    </section>
  );
}
