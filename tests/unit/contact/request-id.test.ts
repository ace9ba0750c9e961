import { describe, expect, it } from "vitest";
import { newRequestId } from "@/lib/contact/request-id";

describe("a new request id", () => {
  it("has Firestore's format: 20 letters and digits", () => {
    for (let i = 0; i < 100; i += 1) expect(newRequestId()).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it("is different each time", () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newRequestId()));
    expect(ids.size).toBe(1000);
  });

  it("skips bytes that would favour some characters", () => {
    // 248 and above would map unevenly onto 62 characters, so they are dropped.
    const bytes = (buffer: Uint8Array) => buffer.map((_, index) => (index % 2 ? 255 : 1));
    expect(newRequestId(bytes)).toBe("B".repeat(20));
  });
});
