import type { ReactNode } from "react";

type PageIntroProps = {
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
};

/** The opening of a page: its one h1 and a short introduction. */
export function PageIntro({ eyebrow, title, children, actions }: PageIntroProps) {
  return (
    <section className="mx-auto max-w-7xl px-5 pt-16 pb-20 lg:px-8 lg:pt-24">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
      <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        {title}
      </h1>
      <div className="mt-6 max-w-2xl space-y-4 text-lg text-muted">{children}</div>
      {actions ? <div className="mt-10 flex flex-wrap gap-3">{actions}</div> : null}
    </section>
  );
}
