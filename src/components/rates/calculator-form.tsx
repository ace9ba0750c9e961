"use client";

import { BILLING_PERIODS } from "@/domain/pricing/billing";
import { formatCount } from "@/lib/format-count";
import { INPUT_LIMITS, VIEWS, type Inputs } from "@/lib/rates/inputs";
import type { CalculatorData } from "@/lib/rates/calculator-data";
import { fillSlots } from "@/lib/rates/slots";
import { buttonClasses } from "@/components/ui/button-classes";
import type { CalculatorLabels } from "./calculator-labels";
import { ChoiceGroup } from "./choice-group";
import { NumberField } from "./number-field";
import { SelectField } from "./select-field";

type CalculatorFormProps = {
  data: CalculatorData;
  inputs: Inputs;
  onChange: (inputs: Inputs) => void;
  /** The form's submit: the estimate already follows each choice, so it takes the visitor there. */
  onShow: () => void;
  /** False until the script runs: only it can work the controls. */
  enabled: boolean;
  labels: CalculatorLabels;
};

const NO_USAGE = "none";

/**
 * The calculator's choices, each a native control with its label, in groups that wait for the
 * script. A real form with its submit button: Enter in a box, or the button, shows the estimate.
 */
export function CalculatorForm({
  data,
  inputs,
  onChange,
  onShow,
  enabled,
  labels,
}: CalculatorFormProps) {
  const { table } = data;
  const set = (change: Partial<Inputs>) => onChange({ ...inputs, ...change });
  const platform = table.platforms.find((candidate) => candidate.id === inputs.platform)!;
  const brand = inputs.view === "brand";
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onShow();
      }}
      className="grid gap-6 [@media(scripting:none)]:hidden"
    >
      <ChoiceGroup
        name="view"
        legend={labels.view}
        value={inputs.view}
        options={VIEWS.map((view) => ({ value: view, label: labels[view] }))}
        onChange={(view) => set({ view })}
        disabled={!enabled}
      />
      <fieldset disabled={!enabled} className="grid gap-4">
        <legend className="mb-2 text-lg font-semibold text-ink">{labels.gig}</legend>
        <SelectField
          id="rate-platform"
          label={labels.platform}
          value={inputs.platform}
          options={table.platforms.map(({ id, name }) => ({ value: id, label: name }))}
          onChange={(id) => set({ platform: id as Inputs["platform"] })}
        />
        <SelectField
          id="rate-deliverable"
          label={labels.deliverable}
          value={inputs.deliverable}
          options={platform.deliverables.map(({ id, name }) => ({ value: id, label: name }))}
          onChange={(deliverable) => set({ deliverable })}
        />
        <SelectField
          id="rate-tier"
          label={labels.tier}
          value={inputs.tier}
          options={table.tiers.map((tier) => ({
            value: tier.id,
            label: `${tier.name} (${fillSlots(labels.followers, {
              min: formatCount(tier.minFollowers),
              max: formatCount(tier.maxFollowers),
            })})`,
          }))}
          onChange={(tier) => set({ tier: tier as Inputs["tier"] })}
        />
        <div className="flex flex-wrap gap-6">
          {brand ? (
            <NumberField
              id="rate-creators"
              label={labels.creators}
              value={inputs.creators}
              {...INPUT_LIMITS.creators}
              onChange={(creators) => set({ creators })}
            />
          ) : null}
          <NumberField
            id="rate-videos"
            label={brand ? labels.videos : labels.pieces}
            value={inputs.videos}
            {...INPUT_LIMITS.videos}
            onChange={(videos) => set({ videos })}
          />
        </div>
        <SelectField
          id="rate-usage"
          label={labels.usage}
          value={inputs.usage === null ? NO_USAGE : String(inputs.usage)}
          options={[
            { value: NO_USAGE, label: labels.usageNone },
            ...table.usageRights.map(({ days }) => ({
              value: String(days),
              label: fillSlots(labels.usageDays, { days: String(days) }),
            })),
          ]}
          onChange={(value) =>
            set({ usage: value === NO_USAGE ? null : (Number(value) as Inputs["usage"]) })
          }
        />
      </fieldset>
      <fieldset disabled={!enabled} className="grid gap-3">
        <legend className="mb-2 text-lg font-semibold text-ink">{labels.addOns}</legend>
        {table.addOns.map((addOn) =>
          addOn.id === "hooks" ? (
            <NumberField
              key={addOn.id}
              id="rate-hooks"
              label={labels.hooks}
              value={inputs.hooks}
              {...INPUT_LIMITS.hooks}
              onChange={(hooks) => set({ hooks })}
              description={addOn.description}
            />
          ) : (
            <div key={addOn.id}>
              <label className="flex items-center gap-3 text-base text-ink">
                <input
                  type="checkbox"
                  checked={inputs[addOn.id]}
                  onChange={(event) => set({ [addOn.id]: event.target.checked })}
                  aria-describedby={`rate-add-on-${addOn.id}`}
                  className="size-5 rounded border-line accent-accent"
                />
                {addOn.name}
              </label>
              <p id={`rate-add-on-${addOn.id}`} className="mt-1 pl-8 text-sm text-muted">
                {addOn.description}
              </p>
            </div>
          ),
        )}
      </fieldset>
      {brand ? (
        <ChoiceGroup
          name="billing"
          legend={labels.billing}
          value={inputs.billing}
          options={BILLING_PERIODS.map((period) => ({ value: period, label: labels[period] }))}
          onChange={(billing) => set({ billing })}
          disabled={!enabled}
        />
      ) : null}
      <button
        type="submit"
        disabled={!enabled}
        className={buttonClasses({
          variant: "secondary",
          size: "md",
          className: "justify-self-start",
        })}
      >
        {labels.showEstimate}
      </button>
    </form>
  );
}
