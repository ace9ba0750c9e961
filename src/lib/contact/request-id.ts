const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const LENGTH = 20;

/**
 * A new document id in Firestore's own format (20 random letters and digits). Chosen before
 * the first attempt and kept with the draft, so every retry re-sends the same id and the
 * contact function, which stores one request per id, keeps it from being stored twice.
 */
export function newRequestId(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  let id = "";
  // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps every letter equally likely.
  const limit = Math.floor(256 / ALPHABET.length) * ALPHABET.length;
  while (id.length < LENGTH) {
    for (const byte of random(new Uint8Array(40))) {
      if (byte < limit && id.length < LENGTH) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}
