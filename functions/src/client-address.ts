import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

type IncomingRequest = {
  headers: Record<string, string | string[] | undefined>;
  ip?: string | null;
  socket?: { remoteAddress?: string | null };
};

/**
 * The client's address, read from X-Forwarded-For as Express's `trust proxy` hop count reads it.
 * Each proxy appends the address it received the connection from, so only the entries our own
 * proxies wrote can be trusted: with `trustedHops` proxies in front of the function (the last
 * of which connects to it), the client is the `trustedHops`-th entry from the right. Anything to
 * its left was sent by the client and may be forged, so the left-most entry is never read
 * unless the chain is shorter than that (a direct call, or the emulator). Without the header:
 * the connection's own address. (`ip` is the first entry, and was null in the emulator.)
 */
export function clientAddress(request: IncomingRequest, trustedHops: number): string {
  const entries = forwardedChain(request);
  if (entries.length === 0) return request.socket?.remoteAddress ?? request.ip ?? "unknown";
  return entries[Math.max(0, entries.length - Math.max(1, trustedHops))]!;
}

/** The entries of X-Forwarded-For, left to right, a header given twice read as one. */
export function forwardedChain(request: IncomingRequest): string[] {
  const forwarded = request.headers["x-forwarded-for"];
  return (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
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
