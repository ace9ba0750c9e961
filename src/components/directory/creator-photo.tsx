import { cn } from "@/lib/cn";
import { portraitImage } from "@/lib/images/responsive-image";
import { CreatorInitials } from "./creator-initials";

type CreatorPhotoProps = {
  name: string;
  /** The entry's `photo`; a creator without one, or whose photo the build could not read, shows their initials. */
  photo: string | undefined;
  /** The profile's header, above the fold: larger, and fetched at once. */
  large?: boolean;
};

/**
 * A creator's photo in a circle, cropped square by the build (src/lib/images/portraits.mjs),
 * WebP where the browser takes it. Its box is fixed, so nothing moves when it loads. Hidden from
 * screen readers, as the initials are: the name beside it says who it is.
 */
export function CreatorPhoto({ name, photo, large = false }: CreatorPhotoProps) {
  const portrait = portraitImage(photo);
  if (!portrait) return <CreatorInitials name={name} large={large} />;
  const sizes = large ? "96px" : "48px";
  return (
    <picture className="shrink-0">
      {portrait.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={portrait.src}
        srcSet={portrait.srcSet}
        sizes={sizes}
        width={portrait.width}
        height={portrait.height}
        alt=""
        loading={large ? "eager" : "lazy"}
        decoding={large ? "auto" : "async"}
        className={cn("rounded-full bg-accent-soft object-cover", large ? "size-24" : "size-12")}
      />
    </picture>
  );
}
