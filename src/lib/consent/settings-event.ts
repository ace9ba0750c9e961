/** "Cookie settings" (in the footer) asks the consent manager to show the banner again. */
const OPEN_SETTINGS = "gigloom:open-consent-settings";

/** `from` gets focus back once the visitor has answered. */
export function requestConsentSettings(from: HTMLElement): void {
  window.dispatchEvent(new CustomEvent<HTMLElement>(OPEN_SETTINGS, { detail: from }));
}

export function onConsentSettingsRequest(listener: (from: HTMLElement) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<HTMLElement>).detail);
  window.addEventListener(OPEN_SETTINGS, handle);
  return () => window.removeEventListener(OPEN_SETTINGS, handle);
}
