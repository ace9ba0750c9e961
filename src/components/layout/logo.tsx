import Image from "next/image";
import Link from "@/components/ui/site-link";
import { routes, siteConfig } from "@/config/site";

/** Spec §9: 710×124 intrinsic, shown 150 px wide on small screens and 181 px from md up. */
export function Logo() {
  return (
    <Link href={routes.home} className="inline-flex shrink-0 rounded-sm">
      <Image
        src={siteConfig.logo.src}
        alt={siteConfig.name}
        width={siteConfig.logo.width}
        height={siteConfig.logo.height}
        priority
        className="h-auto w-[150px] md:w-[181px]"
      />
    </Link>
  );
}
