import { dataRetention } from "@/config/data-retention";
import type { Locale } from "@/config/locale";
import { company } from "@/data/company";
import { gigTerms } from "@/data/gig-terms";
import type { LegalSummary } from "@/components/legal/legal-document";
import { CREATOR_FEE_PERCENT } from "@/lib/content";

/**
 * The legal pages stay in English, the text that applies; a visitor reading another
 * language gets a faithful summary of it first, which promises nothing the English does not.
 * English, the documents' own language, has none.
 */
export const legalSummaries: Partial<Record<Locale, Record<"privacy" | "terms", LegalSummary>>> = {
  es: {
    privacy: {
      description: `Qué recoge este sitio, para qué y durante cuánto tiempo: los mensajes del formulario de contacto se guardan ${dataRetention.contactMessagesMonths} meses, la analítica solo con tu consentimiento y nunca vendemos tus datos.`,
      points: [
        `El formulario de contacto guarda lo que escribes en él: tu nombre, tu correo, tu empresa si la indicas, el tema y tu mensaje. Lo borramos a los ${dataRetention.contactMessagesMonths} meses.`,
        "La analítica (Google Analytics) solo funciona si aceptas, y puedes cambiar tu respuesta en cualquier momento en Configuración de cookies, al pie de cada página.",
        "Si aceptas la analítica, recordamos en esta pestaña qué campaña te trajo hasta que la cierras.",
        "Para mostrar «Panel» en lugar de «Únete ahora», el sitio comprueba si iniciaste sesión en la app y guarda en tu navegador un único indicador de sí o no.",
        "Nunca vendemos ni alquilamos tus datos personales, ni los compartimos para publicidad.",
        "Google aloja este sitio y guarda los mensajes de contacto por nosotros, solo para prestar esos servicios.",
        `Puedes pedirnos una copia de tus datos, corregirlos o borrarlos escribiendo a ${company.emails.privacy}; respondemos en un plazo de 30 días.`,
      ],
    },
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
