import type { ContactDetails } from "./contact-page";
import type { GoogleRequest } from "./google-stubs";

/**
 * What a visitor typed, piece by piece: the whole of each field, each word of the name, the
 * e-mail address and its local part, and each longer word of the message and company, so that
 * a fragment is found as surely as the whole.
 */
export function typedPieces(details: ContactDetails): string[] {
  const words = (text: string) =>
    text.split(/[^\p{L}\p{N}@.-]+/u).filter((word) => word.length >= 6);
  return [
    details.name,
    ...details.name.split(/\s+/),
    details.email,
    details.email.split("@")[0]!,
    details.message,
    ...words(details.message),
    ...(details.company ? [details.company, ...words(details.company)] : []),
  ];
}

/** A text as a URL or a form body may carry it, and as it reads once decoded. */
function readings(text: string): string[] {
  try {
    return [text, decodeURIComponent(text.replace(/\+/g, " "))];
  } catch {
    return [text];
  }
}

/** Each piece found in a request (its URL, body or headers), named with the request. */
export function typedDataIn(requests: GoogleRequest[], pieces: string[]): string[] {
  return requests.flatMap((request) => {
    const texts = [request.url, request.body ?? "", ...Object.values(request.headers)]
      .flatMap(readings)
      .map((text) => text.toLowerCase());
    return pieces
      .filter((piece) => texts.some((text) => text.includes(piece.toLowerCase())))
      .map((piece) => `"${piece}" in ${request.method} ${request.url}`);
  });
}
