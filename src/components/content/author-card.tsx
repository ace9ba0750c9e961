import type { Locale } from "@/config/locale";
import { translator } from "@/i18n/translator";
import { InitialsAvatar } from "@/components/ui/initials-avatar";
import type { Author } from "@/lib/content";

/** The author's name and role, with initials in place of a photo (nothing to load or shift). */
export function AuthorCard({ author, locale }: { author: Author; locale: Locale }) {
  return (
    <div className="flex items-center gap-4">
      <InitialsAvatar name={author.name} size="lg" />
      <p className="text-sm">
        <span className="block font-semibold text-ink">{author.name}</span>
        <span className="text-muted">
          {translator(locale, "content")("authorRole", { role: author.role })}
        </span>
      </p>
    </div>
  );
}
