import Link from "@/components/ui/site-link";
import { siteConfig } from "@/config/site";

/**
 * Spec §9: 710×124 intrinsic, shown 150 px wide on small screens and 181 px from md up.
 * A plain <img>: the static export serves images unoptimised anyway, and next/image would add
 * its client code to every page's first load for this one image (first-load JS, which
 * `npm run bench` measures: figures in bench/report.md).
 */
export function Logo({ home }: { home: string }) {
  return (
    <Link href={home} className="inline-flex shrink-0 rounded-sm">
      {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
      <img
        src={siteConfig.logo.src}
        alt={siteConfig.name}
        width={siteConfig.logo.width}
        height={siteConfig.logo.height}
        className="h-auto w-[150px] md:w-[181px]"
      />
    </Link>
  );
}
