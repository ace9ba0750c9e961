import Link from "@/components/ui/site-link";
import { routes } from "@/config/site";
import { controlId, describedBy, FieldError, hintId } from "./field-message";

type ConsentFieldProps = {
  checked: boolean;
  error?: string;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
};

/** The privacy policy's box; its label links the policy, so it is written here. */
export function ConsentField({ checked, error, disabled, onChange, className }: ConsentFieldProps) {
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
            I agree to the{" "}
            <Link
              href={routes.privacy}
              className="font-semibold text-accent underline underline-offset-2 hover:text-ink"
            >
              privacy policy
            </Link>
          </label>
          <p id={hintId("consent")} className="text-sm text-muted">
            We use your details only to reply to this message.
          </p>
        </div>
      </div>
      <FieldError field="consent" message={error} />
    </div>
  );
}
