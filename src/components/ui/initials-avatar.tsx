import { initials } from "@/lib/initials";
import { cn } from "@/lib/cn";

const SIZES = { md: "size-10", lg: "size-12" } as const;

/**
 * A person's initials in place of a photo: nothing to load, nothing to shift. Decorative: the
 * name is always written beside it.
 */
export function InitialsAvatar({ name, size = "md" }: { name: string; size?: keyof typeof SIZES }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "grid shrink-0 place-items-center rounded-full bg-accent-soft font-bold text-accent",
        SIZES[size],
      )}
    >
      {initials(name)}
    </span>
  );
}
