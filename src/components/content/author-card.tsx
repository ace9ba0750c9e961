import type { Author } from "@/lib/content";

function initials(name: string): string {
  return name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
}

/** The author's name and role, with initials in place of a photo (nothing to load or shift). */
export function AuthorCard({ author }: { author: Author }) {
  return (
    <div className="flex items-center gap-4">
      <span
        aria-hidden="true"
        className="grid size-12 shrink-0 place-items-center rounded-full bg-accent-soft font-bold text-accent"
      >
        {initials(author.name)}
      </span>
      <p className="text-sm">
        <span className="block font-semibold text-ink">{author.name}</span>
        <span className="text-muted">{author.role} at Gigloom</span>
      </p>
    </div>
  );
}
