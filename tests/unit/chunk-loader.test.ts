import { describe, expect, it } from "vitest";
import { loadChunksAfterPaint } from "@/lib/chunk-loader.mjs";
import { inlineScript } from "@/lib/inline-scripts.mjs";
import { RUNS } from "./support/inline-script";

const LIST_ID = "deferred-scripts";
const PRELOADS_ID = "after-paint-preloads";

type Added = { src?: string; async?: boolean; rel?: string; as?: string; href?: string };

/**
 * A page whose JSON block lists `chunks` (none when null), in a tab `visibility`, which the
 * parser is still reading (`readyState` "loading") or has read in full.
 */
function page(
  chunks: string[] | null,
  visibility: "visible" | "hidden",
  readyState: "loading" | "interactive" = "interactive",
  preloads: unknown[] | null = null,
) {
  const added: Added[] = [];
  const fired: string[] = [];
  const blockListeners: Record<string, () => void> = {};
  const preloadBlock = preloads && {
    textContent: JSON.stringify(preloads),
    dataset: {} as Record<string, string>,
    dispatchEvent: (event: { type: string }) => fired.push(event.type),
    addEventListener: (type: string, listener: () => void) => (blockListeners[type] = listener),
  };
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const parsedListeners: (() => void)[] = [];
  const globals = {
    document: {
      visibilityState: visibility,
      readyState,
      addEventListener: (type: string, listener: () => void) => {
        if (type === "DOMContentLoaded") parsedListeners.push(listener);
      },
      getElementById: (id: string) => {
        if (id === PRELOADS_ID) return preloadBlock;
        return id === LIST_ID && chunks ? { textContent: JSON.stringify(chunks) } : null;
      },
      createElement: (tag: string) => (tag === "script" ? { src: "", async: false } : {}),
      head: { appendChild: (element: Added) => added.push(element) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    Event: class {
      constructor(readonly type: string) {}
    },
  };
  const drain = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  return {
    globals,
    added,
    /** The events fired on the preloads' block, and whether it is marked added. */
    preloadsAdded: () => ({
      fired,
      marked: preloadBlock ? ADDED in preloadBlock.dataset : false,
    }),
    /** What the search page's script does once the search's files are in and the words rest. */
    release: () => {
      if (!preloadBlock) return;
      preloadBlock.dataset[RELEASED] = "";
      blockListeners[RELEASED]?.();
    },
    finishParsing: () => drain(parsedListeners),
    paint: () => drain(frames),
    runTasks: () => drain(tasks),
  };
}

const ADDED = "preloadsAdded";
const RELEASED = "chunksReleased";

const loader = inlineScript(
  loadChunksAfterPaint,
  LIST_ID,
  "/_next/static/",
  PRELOADS_ID,
  "/pagefind/",
  ADDED,
  RELEASED,
);

describe.each(RUNS)("the chunk loader (inline, end of <body>): %s", (_, run) => {
  it("adds the listed chunks, async and in order, only in a task after the next frame", () => {
    const tab = page(["/_next/static/a.js", "/_next/static/b.js"], "visible");
    run(loader, tab.globals);
    expect(tab.added).toEqual([]);
    tab.paint();
    expect(tab.added).toEqual([]);
    tab.runTasks();
    expect(tab.added).toEqual([
      { src: "/_next/static/a.js", async: true },
      { src: "/_next/static/b.js", async: true },
    ]);
  });

  it("waits for the parser to finish the document before it waits for the frame", () => {
    const tab = page(["/_next/static/a.js"], "visible", "loading");
    run(loader, tab.globals);
    tab.paint();
    tab.runTasks();
    expect(tab.added).toEqual([]);
    tab.finishParsing();
    tab.paint();
    expect(tab.added).toEqual([]);
    tab.runTasks();
    expect(tab.added).toEqual([{ src: "/_next/static/a.js", async: true }]);
  });

  it("adds them at once in a hidden tab, which paints no frame", () => {
    const tab = page(["/_next/static/a.js"], "hidden");
    run(loader, tab.globals);
    expect(tab.added).toEqual([{ src: "/_next/static/a.js", async: true }]);
  });

  it("in a hidden tab, adds them as soon as the document is parsed", () => {
    const tab = page(["/_next/static/a.js"], "hidden", "loading");
    run(loader, tab.globals);
    expect(tab.added).toEqual([]);
    tab.finishParsing();
    expect(tab.added).toEqual([{ src: "/_next/static/a.js", async: true }]);
  });

  it("adds only the site's own chunks, whatever a list injected before the real one names", () => {
    // The policy trusts what the loader inserts ('strict-dynamic'): a foreign script must not be.
    const tab = page(
      [
        "https://www.googletagmanager.com/gtm.js?id=GTM-EVIL",
        "//evil.example/_next/static/a.js",
        "/evil.js",
        "/_next/static/a.js",
      ],
      "hidden",
    );
    run(loader, tab.globals);
    expect(tab.added).toEqual([{ src: "/_next/static/a.js", async: true }]);
  });

  it("adds nothing on a page whose chunks were not deferred (no list)", () => {
    const tab = page(null, "hidden");
    run(loader, tab.globals);
    expect(tab.added).toEqual([]);
  });

  it("on the search page, preloads its files first, as Pagefind fetches them, and adds the chunks once released", () => {
    const files = [
      ["/pagefind/pagefind.js", "module"],
      ["/pagefind/wasm.en.pagefind", "fetch"],
    ];
    const tab = page(["/_next/static/a.js"], "visible", "interactive", files);
    run(loader, tab.globals);
    tab.paint();
    expect(tab.added).toEqual([]);
    tab.runTasks();
    tab.runTasks();
    const preloads = [
      { fetchPriority: "low", rel: "modulepreload", href: "/pagefind/pagefind.js" },
      {
        fetchPriority: "low",
        rel: "preload",
        as: "fetch",
        crossOrigin: "anonymous",
        href: "/pagefind/wasm.en.pagefind",
      },
    ];
    expect(tab.added).toEqual(preloads);
    tab.runTasks();
    expect(tab.added).toEqual(preloads);
    tab.release();
    expect(tab.added).toEqual([...preloads, { src: "/_next/static/a.js", async: true }]);
  });

  it("adds the search page's chunks at once if the search released them before it ran", () => {
    const tab = page(["/_next/static/a.js"], "visible", "interactive", []);
    tab.release();
    run(loader, tab.globals);
    tab.paint();
    tab.runTasks();
    expect(tab.added).toEqual([{ src: "/_next/static/a.js", async: true }]);
  });

  it("preloads only the search's own files, whatever an injected list names", () => {
    const tab = page([], "hidden", "interactive", [
      ["https://evil.example/pagefind/x.js", "module"],
      ["//evil.example/pagefind/x.js", "module"],
      ["/evil.js", "fetch"],
      "/pagefind/not-an-entry.js",
      42,
      ["/pagefind/pagefind.js", "module"],
    ]);
    run(loader, tab.globals);
    expect(tab.added).toEqual([
      { fetchPriority: "low", rel: "modulepreload", href: "/pagefind/pagefind.js" },
    ]);
  });

  it("adds the preloads a few a task, then marks the list added and says so, once", () => {
    const files = Array.from({ length: 14 }, (_, index) => [`/pagefind/f${index}`, "fetch"]);
    const tab = page(["/_next/static/a.js"], "visible", "interactive", files);
    run(loader, tab.globals);
    tab.paint();
    tab.runTasks();
    const perTask: number[] = [];
    for (let task = 0; task < 5; task += 1) {
      const before = tab.added.length;
      expect(tab.preloadsAdded()).toEqual({ fired: [], marked: false });
      tab.runTasks();
      perTask.push(tab.added.length - before);
      if (tab.preloadsAdded().marked) break;
    }
    expect(perTask).toEqual([6, 6, 2]);
    expect(tab.added.map((element) => element.href)).toEqual(files.map(([href]) => href));
    expect(tab.preloadsAdded()).toEqual({ fired: [ADDED], marked: true });
    tab.runTasks();
    expect(tab.preloadsAdded().fired).toEqual([ADDED]);
  });

  it("in a hidden tab, adds the chunks and every preload at once, and marks the list added", () => {
    const files = Array.from({ length: 14 }, (_, index) => [`/pagefind/f${index}`, "fetch"]);
    const tab = page(["/_next/static/a.js"], "hidden", "interactive", files);
    run(loader, tab.globals);
    expect(tab.added).toHaveLength(15);
    expect(tab.added[0]).toEqual({ src: "/_next/static/a.js", async: true });
    expect(tab.preloadsAdded()).toEqual({ fired: [ADDED], marked: true });
  });

  it("marks an empty list added too, or one that is no list, so the search never waits for nothing", () => {
    for (const preloads of [[], { "/pagefind/pagefind.js": "module" }] as unknown[]) {
      const tab = page([], "hidden", "interactive", preloads as unknown[]);
      run(loader, tab.globals);
      expect(tab.added).toEqual([]);
      expect(tab.preloadsAdded()).toEqual({ fired: [ADDED], marked: true });
    }
  });
});
