import type { Cover } from "@/lib/content";
import { responsiveImage } from "@/lib/images/responsive-image";
import { cn } from "@/lib/cn";
import { Picture } from "@/components/ui/picture";

type CoverImageProps = {
  /** The entry's cover; an entry without one shows nothing in its place. */
  cover: Cover | undefined;
  /** The slot's width at each viewport, as the `sizes` attribute: the browser picks a file by it. */
  sizes: string;
  /** Above the fold: fetched at once and first. Elsewhere the image waits until it is near. */
  priority?: boolean;
  className?: string;
};

/**
 * A card's slot in the lists' grid (one column, two from md, three from xl, inside the page's
 * column and the card's padding), a little over rather than under.
 */
const CARD_COVER_SIZES =
  "(min-width: 1280px) 326px, (min-width: 1024px) calc(50vw - 6rem), (min-width: 768px) calc(50vw - 5.5rem), calc(100vw - 5.5rem)";

/**
 * A cover in a 16:9 frame. The frame's proportions are fixed, so nothing moves when it loads.
 */
export function CoverImage({ cover, sizes, priority = false, className }: CoverImageProps) {
  if (!cover) return null;
  return (
    <Picture
      image={responsiveImage(cover.src)}
      sizes={sizes}
      alt={cover.alt}
      priority={priority}
      className={cn("aspect-video w-full bg-accent-soft object-cover", className)}
    />
  );
}

/** A post's or case study's cover at the top of its card in a list. */
export function CardCover({ cover }: { cover: Cover | undefined }) {
  return <CoverImage cover={cover} sizes={CARD_COVER_SIZES} className="mb-6 rounded-lg" />;
}
