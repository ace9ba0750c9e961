import { runInNewContext } from "node:vm";
import { vi } from "vitest";
import type { InlineScript } from "@/lib/inline-scripts.mjs";

type Globals = Record<string, unknown>;
export type Run = (script: InlineScript, globals: Globals) => void;

/**
 * The two ways each inline script is run in its tests: the function itself, with the browser's
 * globals stood in for, and the text the page carries, in a context that holds nothing but
 * those globals (so a name the function borrowed from its module would fail there).
 */
export const RUNS: [string, Run][] = [
  [
    "the function",
    (script, globals) => {
      for (const [name, value] of Object.entries(globals)) vi.stubGlobal(name, value);
      script.run();
    },
  ],
  ["the page's inline text", (script, globals) => runInNewContext(script.text, globals)],
];
