import { describe, expect, it, vi } from "vitest";
import { DRAFT_MAX_AGE_MS, DRAFT_STORAGE_KEY } from "@/lib/contact/draft";
import { createDraftStore, EMPTY_DRAFT } from "@/lib/contact/draft-store";

/** localStorage's behaviour, in memory: Node has no localStorage. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

describe("the contact draft", () => {
  it("starts empty, and stores every change at once", () => {
    const storage = new MemoryStorage();
    const store = createDraftStore(() => storage);
    expect(store.getSnapshot()).toBe(EMPTY_DRAFT);
    store.update("name", "Ada");
    store.update("message", "Hello there");
    expect(JSON.parse(storage.getItem(DRAFT_STORAGE_KEY) ?? "")).toMatchObject({
      values: { name: "Ada", message: "Hello there" },
    });
  });

  it("comes back in a new page, without the consent", () => {
    const storage = new MemoryStorage();
    const before = createDraftStore(() => storage);
    before.update("email", "ada@example.com");
    before.update("topic", "press");
    before.update("consent", true);

    const after = createDraftStore(() => storage).getSnapshot();
    expect(after.values).toEqual({
      name: "",
      email: "ada@example.com",
      company: "",
      topic: "press",
      message: "",
      consent: false,
    });
    expect(after.requestIdFromEarlierVisit).toBe(false);
  });

  it("keeps the request id, and marks it as from an earlier visit after a reload", () => {
    const storage = new MemoryStorage();
    const before = createDraftStore(() => storage);
    before.update("name", "Ada");
    before.assignRequestId("abc123");
    expect(before.getSnapshot()).toMatchObject({
      requestId: "abc123",
      requestIdFromEarlierVisit: false,
    });
    expect(createDraftStore(() => storage).getSnapshot()).toMatchObject({
      requestId: "abc123",
      requestIdFromEarlierVisit: true,
    });
  });

  it("is removed from storage when cleared", () => {
    const storage = new MemoryStorage();
    const store = createDraftStore(() => storage);
    store.update("name", "Ada");
    store.clear();
    expect(storage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(store.getSnapshot()).toBe(EMPTY_DRAFT);
  });

  it("tells its subscribers about each change", () => {
    const storage = new MemoryStorage();
    const store = createDraftStore(() => storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.update("name", "A");
    unsubscribe();
    store.update("name", "Ad");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("ignores a damaged or foreign stored value", () => {
    const storage = new MemoryStorage();
    storage.setItem(DRAFT_STORAGE_KEY, "{not json");
    expect(createDraftStore(() => storage).getSnapshot()).toBe(EMPTY_DRAFT);
    storage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ values: { name: 42, email: "a@b.co", extra: "x" } }),
    );
    expect(createDraftStore(() => storage).getSnapshot().values).toMatchObject({
      name: "",
      email: "a@b.co",
    });
    expect(createDraftStore(() => storage).getSnapshot().values).not.toHaveProperty("extra");
  });

  it("looks for its storage only once the draft is read or written, never as it is made", () => {
    const storage = vi.fn(() => new MemoryStorage());
    const store = createDraftStore(storage);
    store.subscribe(() => {});
    expect(storage).not.toHaveBeenCalled();
    store.getSnapshot();
    expect(storage).toHaveBeenCalled();
  });

  it("still works where storage is blocked", () => {
    const blocked = new MemoryStorage();
    blocked.setItem = () => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    };
    blocked.getItem = () => {
      throw new DOMException("Denied", "SecurityError");
    };
    const store = createDraftStore(() => blocked);
    store.update("name", "Ada");
    expect(store.getSnapshot().values.name).toBe("Ada");
    expect(createDraftStore(() => undefined).getSnapshot()).toBe(EMPTY_DRAFT);
  });

  describe("expiry", () => {
    const DAY = 24 * 60 * 60 * 1000;
    let time = Date.parse("2026-11-24T09:00:00Z");
    const clock = () => time;

    it("is 7 days", () => {
      expect(DRAFT_MAX_AGE_MS).toBe(7 * DAY);
    });

    it("keeps a draft for 7 days after its last change, then deletes it from storage", () => {
      const storage = new MemoryStorage();
      createDraftStore(() => storage, clock).update(
        "message",
        "Half-written, on a shared computer",
      );
      time += 3 * DAY;
      createDraftStore(() => storage, clock).update("name", "Ada");
      time += 7 * DAY - 1;
      expect(createDraftStore(() => storage, clock).getSnapshot().values.name).toBe("Ada");
      time += 1;
      expect(createDraftStore(() => storage, clock).getSnapshot()).toBe(EMPTY_DRAFT);
      expect(storage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    });

    it("counts a draft saved before drafts carried their time from the visit that finds it", () => {
      const storage = new MemoryStorage();
      storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ values: { name: "Ada" } }));
      expect(createDraftStore(() => storage, clock).getSnapshot().values.name).toBe("Ada");
      time += 7 * DAY;
      expect(createDraftStore(() => storage, clock).getSnapshot()).toBe(EMPTY_DRAFT);
    });
  });
});
