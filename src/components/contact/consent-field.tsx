import type { ReactNode } from "react";
import { controlId, describedBy, FieldError, hintId } from "./field-message";

type ConsentFieldProps = {
  /** Links the privacy policy: the page makes it (contact-section.tsx). */
  label: ReactNode;
  hint: string;
  checked: boolean;
  error?: string;
  errorLabel: string;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
};

/** The privacy policy's box, whose label links the policy. */
export function ConsentField({
  label,
  hint,
  checked,
  error,
  errorLabel,
  disabled,
  onChange,
  className,
}: ConsentFieldProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={controlId("consent")}
          name="consent"
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy("consent", { hint: true, error })}
          className="mt-1 size-4 shrink-0 accent-accent"
        />
        <div>
          <label htmlFor={controlId("consent")} className="text-base text-ink">
            {label}
          </label>
          <p id={hintId("consent")} className="text-sm text-muted">
            {hint}
          </p>
        </div>
      </div>
      <FieldError field="consent" message={error} label={errorLabel} />
    </div>
  );
}
