import type { ReactNode } from "react";
import { Container } from "./container";

type PageIntroProps = {
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
};

/** The opening of a page: its one h1 and a short introduction. */
export function PageIntro({ eyebrow, title, children, actions }: PageIntroProps) {
  return (
    <section className="pt-12 pb-16 lg:pt-20 lg:pb-20">
      <Container>
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-title font-bold text-balance">{title}</h1>
        <div className="mt-6 max-w-2xl space-y-4 text-lead text-muted">{children}</div>
        {actions ? <div className="mt-10 flex flex-wrap gap-3">{actions}</div> : null}
      </Container>
    </section>
  );
}
