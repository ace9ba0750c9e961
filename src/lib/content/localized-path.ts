import { DEFAULT_LOCALE, type Locale } from "@/config/locale";

/**
 * Where a file or folder of content lives in `locale`: English at content/<path>, each other
 * language in its own folder, content/<locale>/<path>, with the same fields and file names.
 */
export function localizedDataFile(path: string, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? `content/${path}` : `content/${locale}/${path}`;
}
