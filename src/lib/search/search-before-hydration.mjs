// @ts-check
// The search page's script before hydration: a typed function written into the page as its text,
// as the site's other inline scripts are (../inline-scripts.mjs, whose rules it keeps: it uses
// only its parameters and the browser's globals, and holds no comment), with the texts of the
// functions it calls given as its last arguments. The post-build step puts it on the search pages
// (scripts/build/deferred-scripts.mjs). Why it exists: docs/architecture.md, "Search before the
// page's scripts".

/**
 * Searches the words typed into the search page's box before the page's scripts have run, and
 * draws the results into the element `resultsId` (`drawResults`, given the arguments that follow
 * it), as React draws them once it has hydrated. The page then keeps what React draws. React renders that element with nothing of its own inside, its
 * count messages, language tag and no-result hint in its data attributes, and takes it away once
 * its own results are there.
 *
 * Its other task is to say when the page's chunks may load: on the search page, the chunk loader
 * adds the search's files first, and the page's chunks only once this marks the search files'
 * block `released` and fires that event on it. That is once the files are all in, the box has
 * rested `pauseMs` and no search is under way: the page's own scripts would otherwise take the
 * bandwidth of a slow phone from the search while the visitor types. A failure releases them.
 *
 * Pagefind is imported from `scriptUrl` (where React imports it too, so the page has one) once
 * the loader has added its preloads (`added`), and started with `options` and the tag of the
 * preloaded entry file (`entryTag`'s first group): asked again at each key, which costs
 * nothing, since the browser imports a module once and Pagefind starts once. Each key searches,
 * and its first `shown` results are drawn unless a later key has searched since. Once React has
 * hydrated (<html data-hydrated>), it does nothing more.
 * @param {string} boxId
 * @param {string} resultsId
 * @param {string} preloadListId
 * @param {string} preloadPrefix
 * @param {string} added
 * @param {string} released
 * @param {number} pauseMs
 * @param {string} scriptUrl
 * @param {Readonly<Record<string, string | number | boolean>>} options
 * @param {RegExp} entryTag
 * @param {number} shown
 * @param {typeof import("./draw-results.mjs").drawResults} drawResults
 * @param {import("./draw-results.mjs").DrawingArguments} drawing
 */
export function searchBeforeHydration(
  boxId,
  resultsId,
  preloadListId,
  preloadPrefix,
  added,
  released,
  pauseMs,
  scriptUrl,
  options,
  entryTag,
  shown,
  drawResults,
  ...drawing
) {
  const setUp = () => {
    const root = document.documentElement;
    const box = document.getElementById(boxId);
    const results = document.getElementById(resultsId);
    const block = document.getElementById(preloadListId);
    if (!block) return;
    let isReleased = false;
    const release = () => {
      if (isReleased) return;
      isReleased = true;
      block.dataset[released] = "";
      block.dispatchEvent(new Event(released));
    };
    if (!(box instanceof HTMLInputElement) || !results) {
      release();
      return;
    }

    const preloadsAdded = new Promise((resolve) => {
      if (added in block.dataset) resolve(undefined);
      else block.addEventListener(added, () => resolve(undefined), { once: true });
    });
    const preloadsLoaded = preloadsAdded.then(() =>
      Promise.all(
        [...document.querySelectorAll(`link[href^="${preloadPrefix}"]`)].map((link) =>
          link instanceof HTMLLinkElement && performance.getEntriesByName(link.href).length === 0
            ? new Promise((done) => {
                link.addEventListener("load", done);
                link.addEventListener("error", done);
              })
            : undefined,
        ),
      ),
    );
    let filesIn = false;
    let searching = 0;
    let timer = 0;
    const settle = () => {
      clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (filesIn && searching === 0) release();
      }, pauseMs);
    };
    preloadsLoaded.then(() => {
      filesIn = true;
      settle();
    });

    const listed = JSON.parse(block.textContent ?? "[]");
    const tag = (Array.isArray(listed) ? listed : [])
      .map((entry) => entryTag.exec(String(entry[0]))?.[1])
      .find((found) => found);
    const startOptions =
      tag === undefined ? options : { ...options, metaCacheTag: decodeURIComponent(tag) };
    const started = () =>
      preloadsAdded
        .then(() => import(scriptUrl))
        .then(async (pagefind) => {
          await pagefind.options(startOptions);
          await pagefind.init();
          return pagefind;
        });

    let asked = 0;
    const search = async (words = "", mine = 0) => {
      if (words === "") {
        results.replaceChildren();
        return;
      }
      const pagefind = await started();
      const response = await pagefind.search(words);
      if (!response || mine !== asked || root.dataset.hydrated) return;
      const total = response.results.length;
      const loads = [];
      for (const result of response.results.slice(0, shown)) loads.push(result.data());
      const found = await Promise.all(loads);
      if (mine !== asked || root.dataset.hydrated) return;
      drawResults(results, words, total, found, ...drawing);
    };
    const onInput = () => {
      if (root.dataset.hydrated) return;
      asked += 1;
      searching += 1;
      search(box.value.trim(), asked)
        .catch(release)
        .finally(() => {
          searching -= 1;
          settle();
        });
      settle();
    };
    box.addEventListener("input", onInput);
    if (box.value.trim() !== "") onInput();
  };
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setUp, { once: true });
  } else setUp();
}
