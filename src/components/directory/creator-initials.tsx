import { cn } from "@/lib/cn";
import { initials } from "@/lib/initials";

/**
 * A creator's initials in a circle, in place of a photo they do not have (./creator-photo.tsx).
 * Hidden from screen readers, and from the site search's excerpts: the name beside it says who
 * it is.
 */
export function CreatorInitials({ name, large = false }: { name: string; large?: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-pagefind-ignore=""
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full bg-accent-soft font-semibold text-ink",
        large ? "size-24 text-3xl" : "size-12",
      )}
    >
      {initials(name)}
    </span>
  );
}
