import { describe, expect, it } from "vitest";
import { clientAddress, clientNetwork } from "../../../functions/src/client-address";

const request = (forwarded?: string | string[], remoteAddress = "169.254.8.129") => ({
  headers: forwarded === undefined ? {} : { "x-forwarded-for": forwarded },
  socket: { remoteAddress },
});

/** Cloud Functions' default: Google's front end and Cloud Run's own proxy. */
const HOPS = 2;

describe("the client's address from X-Forwarded-For", () => {
  it("with one trusted hop, is the last entry", () => {
    expect(clientAddress(request("203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientAddress(request("198.51.100.1, 203.0.113.7"), 1)).toBe("203.0.113.7");
  });

  it("behind Google's front end, is the client the front end saw, not the front end itself", () => {
    expect(clientAddress(request("203.0.113.7, 66.102.8.142"), HOPS)).toBe("203.0.113.7");
  });

  it("ignores whatever the client put to the left of it: a forged left-most entry", () => {
    expect(clientAddress(request("192.0.2.99, 203.0.113.7, 66.102.8.142"), HOPS)).toBe(
      "203.0.113.7",
    );
    expect(clientAddress(request("10.0.0.1, 192.0.2.99, 203.0.113.7, 66.102.8.142"), HOPS)).toBe(
      "203.0.113.7",
    );
  });

  it("with three trusted hops, is the third from the right", () => {
    const chain = "192.0.2.99, 203.0.113.7, 35.191.0.1, 66.102.8.142";
    expect(clientAddress(request(chain), 3)).toBe("203.0.113.7");
  });

  it("takes the furthest entry of a chain shorter than the hops, as Express does (a direct call)", () => {
    expect(clientAddress(request("203.0.113.7"), HOPS)).toBe("203.0.113.7");
  });

  it("reads a header given twice as one chain", () => {
    expect(clientAddress(request(["192.0.2.99", "203.0.113.7, 66.102.8.142"]), HOPS)).toBe(
      "203.0.113.7",
    );
  });

  it("without the header, or with an empty one, is the connection's address", () => {
    expect(clientAddress(request(undefined, "198.51.100.20"), HOPS)).toBe("198.51.100.20");
    expect(clientAddress(request(" , ", "198.51.100.20"), HOPS)).toBe("198.51.100.20");
  });

  it("reads IPv6 entries", () => {
    const chain = "2001:db8::dead, 2001:db8:7:1::5, 2600:1900::1";
    expect(clientAddress(request(chain), HOPS)).toBe("2001:db8:7:1::5");
    expect(clientNetwork(clientAddress(request(chain), HOPS))).toBe("2001:db8:7::/48");
  });
});

describe("the client's network", () => {
  it("is the /24 of an IPv4 address, mapped or not", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.0/24");
    expect(clientNetwork("::ffff:203.0.113.200")).toBe("203.0.113.0/24");
  });

  it("is the /48 of an IPv6 address, however it is written", () => {
    expect(clientNetwork("2001:db8:7::1")).toBe("2001:db8:7::/48");
    expect(clientNetwork("2001:0db8:0007:ffff::1")).toBe("2001:db8:7::/48");
  });
});
