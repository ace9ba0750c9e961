// @ts-check
// The search page's script before hydration (src/lib/search/search-before-hydration.mjs) as the
// text the post-build step writes into the search pages (deferred-scripts.mjs) and allows
// (inline-script-rule.mjs), with the constants it shares with the page's code and the chunk
// loader.
import { inlineScript } from "../../src/lib/inline-scripts.mjs";
import {
  AFTER_PAINT_PRELOADS_ID,
  CHUNKS_RELEASED,
  EARLY_RESULTS_ID,
  PRELOADS_ADDED,
} from "../../src/lib/search/after-paint-preloads.mjs";
import { COUNT_LINE } from "../../src/lib/search/count-line.mjs";
import { countSentence } from "../../src/lib/search/count-sentence.mjs";
import { drawResults } from "../../src/lib/search/draw-results.mjs";
import { excerptParts } from "../../src/lib/search/excerpt-parts.mjs";
import { ENTRY_TAG_PATTERN } from "../../src/lib/search/index-files.mjs";
import { PAGEFIND_OPTIONS, PAGEFIND_SCRIPT_NAME } from "../../src/lib/search/pagefind-options.mjs";
import {
  RESULT_CLASSES,
  RESULT_IMAGE_SIZE,
  RESULTS_PER_STEP,
} from "../../src/lib/search/result-markup.mjs";
import { searchBeforeHydration } from "../../src/lib/search/search-before-hydration.mjs";
import { SEARCH_BOX_ID } from "../../src/lib/search/search-box-id.mjs";
import { TYPING_PAUSE_MS } from "../../src/lib/search/typing-pause.mjs";
import { SEARCH_INDEX_DIR } from "./search-index.mjs";

/** Where the search files are served from: the only files preloaded after the paint. */
export const PRELOAD_PREFIX = `/${SEARCH_INDEX_DIR}/`;

export const SEARCH_BEFORE_HYDRATION = inlineScript(
  searchBeforeHydration,
  SEARCH_BOX_ID,
  EARLY_RESULTS_ID,
  AFTER_PAINT_PRELOADS_ID,
  PRELOAD_PREFIX,
  PRELOADS_ADDED,
  CHUNKS_RELEASED,
  TYPING_PAUSE_MS,
  `${PRELOAD_PREFIX}${PAGEFIND_SCRIPT_NAME}`,
  PAGEFIND_OPTIONS,
  ENTRY_TAG_PATTERN,
  RESULTS_PER_STEP,
  drawResults,
  RESULT_CLASSES,
  RESULT_IMAGE_SIZE,
  COUNT_LINE,
  countSentence,
  excerptParts,
).text;
