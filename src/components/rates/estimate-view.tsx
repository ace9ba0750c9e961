import type { ReactNode } from "react";
import { estimate } from "@/lib/rates/estimate";
import type { Inputs } from "@/lib/rates/inputs";
import type { CalculatorData } from "@/lib/rates/calculator-data";
import { moneyIn } from "@/lib/rates/money";
import { fillSlots } from "@/lib/rates/slots";
import { creatorIncome } from "@/lib/rates/take-home";
import type { CalculatorLabels } from "./calculator-labels";
import { BrandEstimate } from "./brand-estimate";
import { CreatorEstimate } from "./creator-estimate";

/** The spoken summary of the estimate, which also describes the estimate's table. */
export const ESTIMATE_SUMMARY_ID = "rate-estimate-summary";

/** What an estimate shows: its table and what follows, and the sentence that says it. */
export type EstimateView = { estimate: ReactNode; summary: string };

export type EstimateViewInput = {
  data: CalculatorData;
  inputs: Inputs;
  labels: CalculatorLabels;
  /** The page's language tag, for money and counts. */
  tag: string;
  signUpUrl: string;
};

/**
 * The estimate of `inputs` in the view they name, a brand's or a creator's. Drawn on the server
 * for the choices the calculator opens with, and in the browser for every later one.
 */
export function estimateView(input: EstimateViewInput): EstimateView {
  const { data, inputs, labels, tag } = input;
  const shown = { ...input, summaryId: ESTIMATE_SUMMARY_ID };
  const brand = inputs.view === "brand" ? estimate(data.table, data.pricing, inputs) : undefined;
  const income = brand ? undefined : creatorIncome(data.table, data.creatorFeePercent, inputs);
  const money = moneyIn(tag);
  const range = brand ? brand.total : income!.gig.takeHome;
  return {
    summary: fillSlots(brand ? labels.summaryBrand : labels.summaryCreator, {
      low: money(range.low),
      typical: money(range.typical),
      high: money(range.high),
    }),
    estimate: brand ? (
      <BrandEstimate {...shown} estimate={brand} />
    ) : (
      <CreatorEstimate {...shown} income={income!} />
    ),
  };
}
