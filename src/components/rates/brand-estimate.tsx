import type { Estimate } from "@/lib/rates/estimate";
import type { Inputs } from "@/lib/rates/inputs";
import type { CalculatorData } from "@/lib/rates/calculator-data";
import { countSentence } from "@/lib/search/count-sentence.mjs";
import { fillSlots } from "@/lib/rates/slots";
import { postGigHref } from "@/lib/rates/gig-draft";
import { moneyIn } from "@/lib/rates/money";
import type { CalculatorLabels } from "./calculator-labels";
import { EstimateTable } from "./estimate-table";
import { estimateRows } from "./estimate-rows";
import { SignUpLink } from "./sign-up-link";

type BrandEstimateProps = {
  data: CalculatorData;
  inputs: Inputs;
  estimate: Estimate;
  labels: CalculatorLabels;
  tag: string;
  signUpUrl: string;
  /** The spoken summary's id, which describes the table. */
  summaryId: string;
};

/** A brand's campaign: each line for all its pieces, the totals, and the plan that runs it. */
export function BrandEstimate({
  data,
  inputs,
  estimate,
  labels,
  tag,
  signUpUrl,
  summaryId,
}: BrandEstimateProps) {
  const money = moneyIn(tag);
  const count = (messages: Parameters<typeof countSentence>[0], value: number) =>
    countSentence(messages, value, "", tag);
  const { plan } = estimate;
  return (
    <div>
      <EstimateTable
        id="brand-estimate"
        describedBy={summaryId}
        caption={labels.brandCaption}
        rows={estimateRows(
          data,
          inputs,
          estimate.lines,
          count(labels.ratesLine, estimate.pieces),
          labels,
        )}
        totals={[
          { key: "per-piece", label: labels.perPiece, range: estimate.perPiece },
          {
            key: "per-creator",
            label: count(labels.perCreator, inputs.videos),
            range: estimate.perCreator,
          },
          { key: "total", label: labels.brandTotal, range: estimate.total },
        ]}
        money={money}
        labels={labels}
      />
      <p className="mt-4 min-h-12 text-muted">
        {plan
          ? fillSlots(
              count(plan.perYearCents === null ? labels.plan : labels.planAnnual, inputs.creators),
              {
                plan: data.planNames[plan.id],
                price: money(plan.perMonthCents),
                perYear: plan.perYearCents === null ? "" : money(plan.perYearCents),
              },
            )
          : labels.enterprise}
      </p>
      <SignUpLink
        href={postGigHref(signUpUrl, inputs)}
        label={labels.postGig}
        note={labels.postGigNote}
        audience="brand"
      />
    </div>
  );
}
