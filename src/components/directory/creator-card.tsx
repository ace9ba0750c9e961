import Link from "@/components/ui/site-link";
import type { CreatorSummary } from "@/lib/content/creator-summary";
import { CreatorPhoto } from "./creator-photo";

/**
 * A listed creator in the directory's grid: their photo (or initials), name linking to their page,
 * audience per platform, niches, place and their record on Gigloom. The whole card is the name's
 * link's target area.
 */
export function CreatorCard({ creator }: { creator: CreatorSummary }) {
  return (
    <article className="relative flex w-full flex-col gap-3 rounded-card bg-white p-6 ring-1 ring-line">
      <div className="flex items-center gap-4">
        <CreatorPhoto name={creator.name} photo={creator.photo} />
        <h2 className="min-w-0 text-lg font-semibold break-words text-ink">
          <Link
            href={creator.href}
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent"
          >
            {creator.name}
          </Link>
        </h2>
      </div>
      <ul className="text-sm text-ink-soft">
        {creator.audience.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="text-sm text-muted">
        {creator.niches.join(" · ")} — {creator.place}
      </p>
      <p className="mt-auto text-sm font-medium text-ink">
        {creator.gigs} · {creator.onTime}
      </p>
    </article>
  );
}
