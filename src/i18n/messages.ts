import type { Locale } from "@/config/locale";
import en from "../../messages/en.json" with { type: "json" };
import es from "../../messages/es.json" with { type: "json" };

/** The shape of every language's messages: the English file's. */
export type Messages = typeof en;

/**
 * Each language's messages. Typing Spanish as English's shape makes a key missing from
 * messages/es.json a type error; tests/unit/messages.test.ts also fails on one too many and on
 * a message whose placeholders differ.
 */
export const MESSAGES: Record<Locale, Messages> = { en, es };
