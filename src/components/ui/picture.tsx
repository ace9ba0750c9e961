import type { ResponsiveImage } from "@/lib/images/responsive-image";

type PictureProps = {
  /** The sizes and formats the build made (lib/images): a <source> per modern format. */
  image: ResponsiveImage;
  /** The slot's width at each viewport, as the `sizes` attribute: the browser picks a file by it. */
  sizes: string;
  alt: string;
  /** Above the fold: fetched at once and first. Elsewhere the image waits until it is near. */
  priority?: boolean;
  className?: string;
};

/**
 * An image the build made in several sizes and formats: AVIF or WebP where the browser takes
 * them, the fallback otherwise, each at the width its slot needs. Its width and height give the
 * browser its proportions before it loads, so nothing moves.
 */
export function Picture({ image, sizes, alt, priority = false, className }: PictureProps) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.src}
        srcSet={image.srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "auto" : "async"}
        fetchPriority={priority ? "high" : undefined}
        className={className}
      />
    </picture>
  );
}
