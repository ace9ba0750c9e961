"use client";

import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { inputsQuery, openingInputs, withKnownDeliverable, type Inputs } from "@/lib/rates/inputs";
import { useSettledEstimate } from "@/hooks/use-settled-estimate";
import type { CalculatorData } from "@/lib/rates/calculator-data";
import type { CalculatorLabels } from "./calculator-labels";
import { CalculatorForm } from "./calculator-form";
import { ESTIMATE_SUMMARY_ID, estimateView, type EstimateView } from "./estimate-view";

/** The URL's query is read once: the calculator writes it itself from then on. */
const noChanges = () => () => {};

/**
 * The choices a link carries, once its parser (a zod schema) has loaded: only a link with a
 * query fetches it, so the guide's first load does without. Undefined until then, or for none.
 */
function useLinkedInputs(query: string, data: CalculatorData): Inputs | undefined {
  const [linked, setLinked] = useState<Inputs>();
  useEffect(() => {
    if (query === "") return;
    let current = true;
    import("@/lib/rates/read-inputs")
      .then(({ readInputs }) => {
        if (current) setLinked(readInputs(new URLSearchParams(query), data.table));
      })
      // The page keeps the default estimate; the console keeps the cause for whoever looks.
      .catch((error: unknown) => console.warn("The estimate's link could not be read:", error));
    return () => {
      current = false;
    };
  }, [query, data]);
  return linked;
}

type RateCalculatorProps = {
  data: CalculatorData;
  labels: CalculatorLabels;
  /** The page's language tag, for money and counts. */
  tag: string;
  signUpUrl: string;
  /** The choices it opens with when the link names none (a landing page's platform and tier). */
  preset?: Partial<Inputs>;
  /**
   * The estimate of those choices, drawn on the server (estimateView). Hydrating then formats
   * no amount: a browser's first Intl call loads its locale data, a long task on a slow phone
   * (docs/architecture.md, "Rate guide"). The calculator draws every later estimate itself.
   */
  opening: EstimateView;
};

/**
 * The rate guide's calculator. Its inputs live in the page's query (read once hydrated,
 * replaced at each change), so a link shares an estimate and Back finds it again. The static
 * HTML shows the estimate of the defaults, which is the worked example a visitor without
 * JavaScript reads; the controls wait for the script, since only it can work them.
 */
export function RateCalculator({
  data,
  labels,
  tag,
  signUpUrl,
  preset,
  opening,
}: RateCalculatorProps) {
  const query = useSyncExternalStore(
    noChanges,
    () => location.search,
    () => "",
  );
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const defaults = useMemo(() => openingInputs(preset, data.table), [data, preset]);
  const fromUrl = useLinkedInputs(query, data);
  const [chosen, setChosen] = useState<Inputs>();
  const estimateRef = useRef<HTMLDivElement>(null);
  const changed = chosen ?? fromUrl;
  const inputs = changed ?? defaults;
  useSettledEstimate(chosen);

  // What the choices and both views of the estimate read, and where an estimate leads.
  const shown = { data, inputs, labels, tag, signUpUrl };
  const { estimate, summary } = changed ? estimateView(shown) : opening;

  // The form's submit: the estimate is current already, so focus goes to its table, the
  // estimate's one focus stop, whose caption names it and whose summary describes it.
  const showEstimate = () =>
    estimateRef.current?.querySelector<HTMLElement>('[role="region"]')?.focus();

  const choose = (next: Inputs) => {
    // A new platform has other deliverables: the estimate takes its first.
    const settled = withKnownDeliverable(next, data.table);
    setChosen(settled);
    const search = inputsQuery(settled, data.table);
    history.replaceState(
      history.state,
      "",
      `${location.pathname}${search ? `?${search}` : ""}${location.hash}`,
    );
  };

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
      <CalculatorForm {...shown} onChange={choose} onShow={showEstimate} enabled={hydrated} />
      <div ref={estimateRef} className="min-w-0">
        {/* Said once per change, in a region there from the first paint. */}
        <p id={ESTIMATE_SUMMARY_ID} role="status" className="sr-only">
          {summary}
        </p>
        <p className="mb-4 hidden text-muted [@media(scripting:none)]:block">{labels.noScript}</p>
        <p className="mb-2 hidden font-semibold [@media(scripting:none)]:block">{labels.example}</p>
        {estimate}
      </div>
    </div>
  );
}
