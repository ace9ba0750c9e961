import type { Inputs } from "@/lib/rates/inputs";
import type { CalculatorData } from "@/lib/rates/calculator-data";
import { moneyIn } from "@/lib/rates/money";
import type { CreatorIncome } from "@/lib/rates/take-home";
import { countSentence } from "@/lib/search/count-sentence.mjs";
import type { CalculatorLabels } from "./calculator-labels";
import { EstimateTable } from "./estimate-table";
import { estimateRows } from "./estimate-rows";
import { SignUpLink } from "./sign-up-link";

type CreatorEstimateProps = {
  data: CalculatorData;
  inputs: Inputs;
  income: CreatorIncome;
  labels: CalculatorLabels;
  tag: string;
  signUpUrl: string;
  /** The spoken summary's id, which describes the table. */
  summaryId: string;
};

/** A creator's price for one piece, line by line, Gigloom's fee, and what they take home. */
export function CreatorEstimate({
  data,
  inputs,
  income,
  labels,
  tag,
  signUpUrl,
  summaryId,
}: CreatorEstimateProps) {
  const money = moneyIn(tag);
  const { perPiece, gig } = income;
  return (
    <div>
      <EstimateTable
        id="creator-estimate"
        describedBy={summaryId}
        caption={labels.creatorCaption}
        rows={estimateRows(data, inputs, income.lines, labels.pieceRate, labels)}
        totals={[
          { key: "price", label: labels.pricePerPiece, range: perPiece.price },
          { key: "fee", label: labels.fee, range: perPiece.fee },
          { key: "take-home", label: labels.takeHome, range: perPiece.takeHome },
          {
            key: "gig",
            label: countSentence(labels.forGig, income.pieces, "", tag),
            range: gig.takeHome,
          },
        ]}
        money={money}
        labels={labels}
      />
      <SignUpLink href={signUpUrl} label={labels.joinAsCreator} audience="creator" />
    </div>
  );
}
