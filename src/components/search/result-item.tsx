import type { ResultData } from "@/lib/search/pagefind";
import { RESULT_CLASSES, RESULT_IMAGE_SIZE } from "@/lib/search/result-markup.mjs";
import { Excerpt } from "./excerpt";

/**
 * One result: its kind, its title as a plain link (a full page load, so the page opens under
 * its own CSP, and Back returns here to the words kept in this page's history entry), its
 * excerpt, and its cover where it has one, in a frame of fixed size so nothing moves as it loads.
 * The search page's script draws the same before hydration (lib/search/draw-results.mjs).
 */
export function ResultItem({ data, index }: { data: ResultData; index: number }) {
  const { title, kind, image, image_alt } = data.meta;
  return (
    <li className={RESULT_CLASSES.item}>
      <div className={RESULT_CLASSES.body}>
        {kind ? <p className={RESULT_CLASSES.kind}>{kind}</p> : null}
        <h2 className={RESULT_CLASSES.heading}>
          <a href={data.url} data-result={index} className={RESULT_CLASSES.link}>
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
          {...RESULT_IMAGE_SIZE}
          loading="lazy"
          decoding="async"
          className={RESULT_CLASSES.image}
        />
      ) : null}
    </li>
  );
}
