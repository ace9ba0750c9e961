import type { ReactNode } from "react";
import type { Audience } from "@/config/site";
import { AnyLink } from "@/components/ui/any-link";
import { Button } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { ctaAttributes } from "@/lib/interactions/attributes";

type Action = { label: string; href: string; audience?: Audience };
type CtaBandProps = { title: string; children: ReactNode; primary: Action; secondary?: Action };

/**
 * The closing call to action: one dark band, one decision. On ink the light button variant
 * is the prominent one, and the second path is a quieter link.
 */
export function CtaBand({ title, children, primary, secondary }: CtaBandProps) {
  return (
    <section aria-labelledby="cta-title" className="py-section">
      <Container>
        <div className="rounded-[2rem] bg-ink px-6 py-14 text-center text-on-ink sm:px-12 lg:py-20">
          <h2
            id="cta-title"
            className="mx-auto max-w-2xl text-heading font-bold text-balance text-white"
          >
            {title}
          </h2>
          <div className="mx-auto mt-5 max-w-xl text-lead text-on-ink-muted">{children}</div>
          <div className="mt-9 flex flex-wrap items-center justify-center gap-x-8 gap-y-4">
            <Button
              href={primary.href}
              variant="secondary"
              placement="cta-band"
              audience={primary.audience}
            >
              {primary.label}
            </Button>
            {secondary ? (
              <AnyLink
                href={secondary.href}
                {...ctaAttributes("cta-band", secondary.audience)}
                className="rounded-sm font-semibold text-white underline-offset-4 hover:underline"
              >
                {secondary.label} <span aria-hidden="true">→</span>
              </AnyLink>
            ) : null}
          </div>
        </div>
      </Container>
    </section>
  );
}
