import { customerWordmarks } from "@/data/customers";
import { cn } from "@/lib/cn";
import { Container } from "@/components/ui/container";

/** The brands that hire on Gigloom, as a row of wordmarks under the hero. */
export function LogoRow() {
  return (
    <section aria-labelledby="customers-title" className="border-y border-line bg-paper py-10">
      <Container>
        <h2 id="customers-title" className="text-center text-sm font-semibold text-muted">
          Brands hiring creators on Gigloom
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-5 text-ink-soft sm:gap-x-14">
          {customerWordmarks.map((mark) => (
            <li key={mark.name} className={cn("flex items-center gap-2 leading-none", mark.style)}>
              {mark.glyph ? (
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  className="size-6 shrink-0"
                >
                  <path d={mark.glyph} />
                </svg>
              ) : null}
              {mark.name}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
