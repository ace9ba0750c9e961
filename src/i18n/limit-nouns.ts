import type { Locale } from "@/config/locale";
import type { Noun } from "@/domain/pricing/limits";
import { translator } from "./translator";

/** How a plan's limits are named in `locale`: "3 active gigs", "Usuarios ilimitados". */
export function limitNouns(locale: Locale): { activeGigs: Noun; seats: Noun } {
  const t = translator(locale, "pricing");
  return {
    activeGigs: {
      one: t("activeGig"),
      other: t("activeGigs"),
      unlimited: t("unlimitedActiveGigs"),
    },
    seats: { one: t("seat"), other: t("seats"), unlimited: t("unlimitedSeats") },
  };
}
