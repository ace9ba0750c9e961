// @ts-check
// The chunk loader: an inline script (./inline-scripts.mjs, whose rules it keeps) that the
// post-build step puts at the end of every page's <body> (scripts/build/deferred-scripts.mjs).
// Plain JavaScript with no imports, so Node reads it too.

/**
 * Adds the page's first-load chunks, which the post-build step lists in a JSON block, once the
 * document is parsed in full and then painted: a frame, then a task once it is drawn; at once in
 * a hidden tab, which does not paint. The wait for the parse matters because this runs from the
 * end of <body>, and a busy parser may yield there and let a frame through before it has read
 * the rest. They stay async: Next's runtime does not depend on their order. It adds only the
 * site's own chunks: the page's policy trusts what this hashed script inserts ('strict-dynamic'),
 * so a list injected into the page before the real one must not get a foreign script trusted.
 * On the search page, which has a second block, the search files it lists (`[href, "module" |
 * "fetch"]`) come first, as preloads fetched as Pagefind fetches them: after the paint, so they
 * take nothing from what the first paint needs. Only files under `preloadPrefix` are preloaded.
 * A preload's request costs the main thread up to half a millisecond, so they are added a few a
 * task. Once every one is added, the block is marked with `added` (a data attribute) and `added`
 * is fired on it as an event, a list that is no list included: Pagefind waits for that, or it
 * would fetch a file before its preload asked for it, and fetch it twice. The page's chunks then
 * wait until the page's search script marks the block `released` (and fires it), once the
 * search's files are in and the visitor's words rest (lib/search/search-before-hydration.mjs):
 * on a slow phone they would take the search's bandwidth while the visitor types. In a hidden
 * tab, which paints nothing, throttles timers and has nobody typing, all go at once.
 * @param {string} listId the chunks' JSON block's id
 * @param {string} chunkPrefix where the site's chunks are served from, on its own origin
 * @param {string} preloadListId the search files' JSON block's id
 * @param {string} preloadPrefix where the search files are served from, on the site's origin
 * @param {string} added the mark and the event of the search files' block once all are added
 * @param {string} released the mark and the event of that block once the chunks may load
 */
export function loadChunksAfterPaint(
  listId,
  chunkPrefix,
  preloadListId,
  preloadPrefix,
  added,
  released,
) {
  const PRELOADS_PER_TASK = 6;
  const addChunks = () => {
    const chunks = document.getElementById(listId)?.textContent ?? "[]";
    for (const src of JSON.parse(chunks)) {
      if (typeof src !== "string" || !src.startsWith(chunkPrefix)) continue;
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    }
  };
  const load = () => {
    const block = document.getElementById(preloadListId);
    if (!block) {
      addChunks();
      return;
    }
    if (document.visibilityState === "hidden" || released in block.dataset) addChunks();
    else block.addEventListener(released, addChunks, { once: true });
    const listed = JSON.parse(block.textContent ?? "[]");
    const preloads = Array.isArray(listed) ? listed : [];
    let next = 0;
    const addSome = () => {
      for (const entry of preloads.slice(next, next + PRELOADS_PER_TASK)) {
        const [href, kind] = Array.isArray(entry) ? entry : [];
        if (typeof href !== "string" || !href.startsWith(preloadPrefix)) continue;
        const link = document.createElement("link");
        link.fetchPriority = "low";
        if (kind === "module") link.rel = "modulepreload";
        else {
          link.rel = "preload";
          link.as = "fetch";
          link.crossOrigin = "anonymous";
        }
        link.href = href;
        document.head.appendChild(link);
      }
      next += PRELOADS_PER_TASK;
      if (next < preloads.length) addLater();
      else {
        block.dataset[added] = "";
        block.dispatchEvent(new Event(added));
      }
    };
    const addLater = () => {
      if (document.visibilityState === "hidden") addSome();
      else setTimeout(addSome, 0);
    };
    addLater();
  };
  const afterPaint = () => {
    if (document.visibilityState === "hidden") load();
    else requestAnimationFrame(() => setTimeout(load, 0));
  };
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", afterPaint, { once: true });
  } else afterPaint();
}
