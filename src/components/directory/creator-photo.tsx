import { cn } from "@/lib/cn";
import { portraitImage } from "@/lib/images/responsive-image";
import { Picture } from "@/components/ui/picture";
import { CreatorInitials } from "./creator-initials";

type CreatorPhotoProps = {
  name: string;
  /** The entry's `photo`; a creator without one, or whose photo the build could not read, shows their initials. */
  photo: string | undefined;
  /** The profile's header, above the fold: larger, and fetched at once. */
  large?: boolean;
};

/**
 * A creator's photo in a circle, cropped square by the build (src/lib/images/portraits.mjs).
 * Hidden from screen readers, as the initials are: the name beside it says who it is.
 */
export function CreatorPhoto({ name, photo, large = false }: CreatorPhotoProps) {
  const portrait = portraitImage(photo);
  if (!portrait) return <CreatorInitials name={name} large={large} />;
  return (
    <Picture
      image={portrait}
      sizes={large ? "96px" : "48px"}
      alt=""
      priority={large}
      className={cn("rounded-full bg-accent-soft object-cover", large ? "size-24" : "size-12")}
    />
  );
}
