import type { Locale } from "@/config/locale";
import { gigTerms } from "@/data/gig-terms";
import type { LegalSummary } from "@/components/legal/legal-document";
import { CREATOR_FEE_PERCENT } from "@/lib/content";
import { privacySummary } from "./privacy-policy";

/**
 * The legal pages stay in English, the text that applies; a visitor reading another
 * language gets a faithful summary of it first, which promises nothing the English does not.
 * English, the documents' own language, has none.
 */
export const legalSummaries: Partial<Record<Locale, Record<"privacy" | "terms", LegalSummary>>> = {
  es: {
    privacy: privacySummary("es")!,
    terms: {
      description:
        "Las reglas para usar el sitio web de Gigloom y un resumen de cómo funcionan los encargos, los pagos, las comisiones y las disputas en el mercado de Gigloom.",
      points: [
        "Usa este sitio de forma legal y no intentes dañarlo.",
        "En el mercado, las marcas pagan los encargos por adelantado y los creadores cobran cuando se aprueba el trabajo.",
        `Si la marca no revisa una entrega en ${gigTerms.reviewWindowDays} días, se aprueba automáticamente; el pago llega al creador en un plazo de ${gigTerms.payoutBusinessDays} días hábiles.`,
        `Cada encargo incluye hasta ${gigTerms.revisionRounds} rondas de cambios por entregable, y el equipo de Gigloom resuelve una disputa en ${gigTerms.disputeDecisionBusinessDays} días hábiles.`,
        `Al aprobarse un encargo, Gigloom se queda con una comisión del ${CREATOR_FEE_PERCENT}% y paga el resto al creador. Unirse es gratis para los creadores.`,
        "Los creadores conservan los derechos de autor de lo que crean; la marca recibe la licencia escrita en el brief una vez que el creador ha cobrado.",
        "El contenido patrocinado debe identificarse como tal, según las reglas de cada plataforma y la ley de publicidad del país donde se publica.",
        "El acuerdo que aceptas al registrarte en la app es el que rige tus encargos.",
      ],
    },
  },
};
