import Link from "@/components/ui/site-link";
import type { Locale } from "@/config/locale";
import { cn } from "@/lib/cn";
import { type Tag, tagPath } from "@/lib/content";

type TagLinksProps = {
  tags: (Tag & { count?: number })[];
  /** The tag whose page this is, marked as the current page. */
  current?: string;
  label: string;
  /** The language of the topic pages linked to. */
  locale: Locale;
};

/** Tags as links to their pages; used on the index, on posts and on tag pages. */
export function TagLinks({ tags, current, label, locale }: TagLinksProps) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link
            href={tagPath(tag.id, locale)}
            aria-current={tag.id === current ? "page" : undefined}
            className={cn(
              "inline-flex min-h-9 items-center rounded-full px-3.5 text-sm font-medium ring-1 ring-line ring-inset",
              tag.id === current
                ? "bg-ink text-white ring-ink"
                : "bg-white text-ink-soft hover:bg-accent-soft hover:text-ink",
            )}
          >
            {tag.label}
            {tag.count !== undefined ? (
              <span className="ml-1.5 text-xs opacity-75">{tag.count}</span>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
