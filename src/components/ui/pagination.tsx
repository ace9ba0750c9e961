import Link from "@/components/ui/site-link";
import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { cn } from "@/lib/cn";
import { type ListRoute, listPagePath, visiblePages } from "@/lib/content/pagination";

type PaginationProps = { list: ListRoute; page: number; pages: number; locale: Locale };

const item =
  "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-medium";
const idle =
  "bg-white text-ink-soft ring-1 ring-line ring-inset hover:bg-accent-soft hover:text-ink";

/**
 * Links to a list's other pages: previous and next (rel="prev" and "next"), the first and last
 * and the pages around this one; on a phone's width, "Page 2 of 43" between previous and next
 * instead of the numbers. Plain links, so the list pages without JavaScript; none when the list
 * fits on one page.
 */
export function Pagination({ list, page, pages, locale }: PaginationProps) {
  if (pages <= 1) return null;
  const t = translator(locale, "pagination");
  const href = (target: number) => listPagePath(list, target, locale);
  return (
    <nav aria-label={t("label")} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              href={href(page - 1)}
              rel="prev"
              aria-label={t("previousPage")}
              className={cn(item, idle)}
            >
              {t("previous")}
            </Link>
          </li>
        ) : null}
        <li className="px-2 text-sm text-muted sm:hidden">{t("pageOf", { page, pages })}</li>
        {visiblePages(page, pages).map((target, index) =>
          target === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted max-sm:hidden">
              …
            </li>
          ) : (
            <li key={target} className="max-sm:hidden">
              <Link
                href={href(target)}
                aria-label={t("page", { page: target })}
                aria-current={target === page ? "page" : undefined}
                className={cn(item, target === page ? "bg-ink text-white" : idle)}
              >
                {target}
              </Link>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <Link
              href={href(page + 1)}
              rel="next"
              aria-label={t("nextPage")}
              className={cn(item, idle)}
            >
              {t("next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
