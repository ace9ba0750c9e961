import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

type IncomingRequest = {
  headers: Record<string, string | string[] | undefined>;
  ip?: string | null;
  socket?: { remoteAddress?: string | null };
};

/**
 * The client's address as Google's front end saw it. Cloud Functions (2nd gen) runs on Cloud
 * Run, which sets X-Forwarded-For to the address the connection came from; a proxy that keeps
 * what the client sent puts that first, so only the last entry cannot be forged. (`ip` is the
 * first entry, and was null in the emulator.) Without the header: the connection's own address.
 */
export function clientAddress(request: IncomingRequest): string {
  const forwarded = request.headers["x-forwarded-for"];
  const entries = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? request.socket?.remoteAddress ?? request.ip ?? "unknown";
}

/**
 * The network a client address belongs to: its /24 for IPv4, its /48 for IPv6 (what one
 * household or office is usually given), so that hopping between addresses of one network
 * does not escape the limit.
 */
export function clientNetwork(address: string): string {
  const mapped = address.replace(/^::ffff:/i, "");
  if (isIPv4(mapped)) return `${mapped.split(".").slice(0, 3).join(".")}.0/24`;
  if (isIPv6(address)) return `${expandIPv6(address).slice(0, 3).join(":")}::/48`;
  return address;
}

function expandIPv6(address: string): string[] {
  const [head = "", tail = ""] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const middle = address.includes("::") ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(middle).fill("0"), ...right].map((group) =>
    (parseInt(group, 16) || 0).toString(16),
  );
}

/** A keyed hash, so that neither an address nor an e-mail is stored in the clear. */
export function saltedHash(salt: string, kind: string, value: string): string {
  return createHmac("sha256", salt).update(`${kind}:${value}`).digest("hex");
}
