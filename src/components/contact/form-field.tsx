import type { ReactNode } from "react";
import { LENGTH_LIMITS, type ContactFieldSpec } from "@/lib/contact/fields";
import type { ContactFormStrings } from "@/lib/contact/form-strings";
import { ConsentField } from "./consent-field";
import { LengthHint } from "./length-hint";
import { TextField } from "./text-field";
import { TopicField } from "./topic-field";

type FormFieldProps = {
  field: ContactFieldSpec;
  strings: ContactFormStrings;
  /** The consent box's label, which links the privacy policy. */
  consentLabel: ReactNode;
  value: string | boolean;
  error?: string;
  readOnly: boolean;
  onChange: (value: string | boolean) => void;
  /** Its place in the form's layout. */
  className?: string;
};

/** One of the contract's fields on the form: the control its kind of input calls for. */
export function FormField({
  field,
  strings,
  consentLabel,
  value,
  error,
  readOnly,
  onChange,
  className,
}: FormFieldProps) {
  const { labels, hints, lengths } = strings;
  const errorLabel = strings.form.errorLabel;
  switch (field.input) {
    case "choice":
      return (
        <TopicField
          label={labels.topic}
          topics={strings.topics}
          value={String(value)}
          error={error}
          errorLabel={errorLabel}
          disabled={readOnly}
          onChange={onChange}
          className={className}
        />
      );
    case "consent":
      return (
        <ConsentField
          label={consentLabel}
          hint={hints.consent}
          checked={value === true}
          error={error}
          errorLabel={errorLabel}
          disabled={readOnly}
          onChange={onChange}
          className={className}
        />
      );
    default: {
      const text = String(value);
      const limits = LENGTH_LIMITS[field.name];
      const hint = hints[field.name];
      return (
        <TextField
          field={field.name}
          // The consent box is the one field without a plain label (above).
          label={labels[field.name as keyof typeof labels]}
          optional={field.optional ? strings.form.optional : undefined}
          type={field.input === "email" ? "email" : "text"}
          autoComplete={field.autoComplete}
          multiline={field.input === "lines"}
          // A multi-line field also counts its characters against its limits.
          hint={
            field.input === "lines" && limits ? (
              <LengthHint
                about={hint}
                range={lengths[field.name]}
                length={text.trim().length}
                limits={limits}
              />
            ) : (
              hint
            )
          }
          value={text}
          error={error}
          errorLabel={errorLabel}
          readOnly={readOnly}
          onChange={onChange}
          className={className}
        />
      );
    }
  }
}
