import { cn } from "@/lib/cn";

type SearchLinkProps = {
  /** The search page in the page's language. */
  href: string;
  label: string;
  /** The row's look in the mobile menu, or the header's icon. */
  variant: "header" | "menu";
};

/**
 * The way to search from every page: a plain link, so it works without JavaScript and the
 * search page loads in full, under its own CSP (the only one that lets Pagefind run). Its name
 * is its text, hidden in the header, where the icon shows.
 */
export function SearchLink({ href, label, variant }: SearchLinkProps) {
  const header = variant === "header";
  return (
    <a
      href={href}
      className={cn(
        "inline-flex items-center rounded-md text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
        header
          ? "size-10 justify-center text-ink-soft transition-colors hover:text-ink motion-reduce:transition-none"
          : "gap-3 py-4 text-lg font-semibold",
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <circle cx="11" cy="11" r="6.5" />
        <path d="M16 16l4.5 4.5" />
      </svg>
      <span className={header ? "sr-only" : undefined}>{label}</span>
    </a>
  );
}
