import type { Metadata } from "next";
import { absoluteUrl } from "./absolute-url";
import { ogImageContentType, ogImageSize } from "./og-card";

/** Where a page under a dynamic segment serves its share card: beside the page, as a PNG. */
export const SHARE_CARD_FILE = "share-card.png";

/**
 * `metadata` with the share card served at `<pagePath>/share-card.png` and its alternative
 * text. A route's own share-card.png/route.ts draws it: an opengraph-image under a dynamic
 * segment can give each page its own alternative text only through generateImageMetadata,
 * which a static export cannot give the segment's params.
 */
export function withShareCard(metadata: Metadata, pagePath: `/${string}`, alt: string): Metadata {
  const image = {
    url: absoluteUrl(`${pagePath}/${SHARE_CARD_FILE}`),
    ...ogImageSize,
    alt,
    type: ogImageContentType,
  };
  return {
    ...metadata,
    openGraph: { ...metadata.openGraph, images: [image] },
    twitter: { ...metadata.twitter, images: [image] },
  };
}
