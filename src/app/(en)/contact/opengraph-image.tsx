import { contactOgAlt, contactOgImage } from "@/app/_pages/contact/contact-og-image";
import { ogImageContentType, ogImageSize } from "@/lib/seo/og-card";

export const dynamic = "force-static";
export const size = ogImageSize;
export const contentType = ogImageContentType;
export const alt = contactOgAlt("en");

export default function Image() {
  return contactOgImage("en");
}
