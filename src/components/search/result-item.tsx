import type { ResultData } from "@/lib/search/pagefind";
import { Excerpt } from "./excerpt";

/**
 * One result: its kind, its title as a plain link (a full page load, so the page opens under
 * its own CSP, and Back returns here to the words kept in this page's history entry), its
 * excerpt, and its cover where it has one, in a frame of fixed size so nothing moves as it loads.
 */
export function ResultItem({ data, index }: { data: ResultData; index: number }) {
  const { title, kind, image, image_alt } = data.meta;
  return (
    <li className="flex gap-4 py-5 sm:gap-6">
      <div className="min-w-0 flex-1">
        {kind ? (
          <p className="text-xs font-semibold tracking-wide text-accent uppercase">{kind}</p>
        ) : null}
        <h2 className="mt-1 text-lg font-semibold text-ink">
          <a
            href={data.url}
            data-result={index}
            className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            {title ?? data.url}
          </a>
        </h2>
        <Excerpt html={data.excerpt} />
      </div>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- the static export serves images as they are; its size is fixed here
        <img
          src={image}
          alt={image_alt ?? ""}
          width={128}
          height={72}
          loading="lazy"
          decoding="async"
          className="h-14 w-24 shrink-0 rounded-md bg-accent-soft object-cover sm:h-18 sm:w-32"
        />
      ) : null}
    </li>
  );
}
