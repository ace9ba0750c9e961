import "server-only";
import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "use-intl/core";
import { localeFacts, type Locale } from "@/config/locale";
import { MESSAGES, type Messages } from "./messages";

export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/**
 * The messages of one namespace in one language, with typed keys and ICU arguments. Pages and
 * server components call it with the locale of their route tree; client components are given
 * the strings they show as props, so no catalogue and no ICU parser ships to the browser.
 * A missing message throws, which fails the build rather than showing a key.
 */
export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator<Messages, N>({
    locale: localeFacts[locale].tag,
    messages: MESSAGES[locale],
    namespace,
    timeZone: "UTC",
    onError: (error) => {
      throw error;
    },
  });
}
