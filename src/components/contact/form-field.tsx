import { LENGTH_LIMITS, type ContactFieldSpec } from "@/lib/contact/fields";
import { ConsentField } from "./consent-field";
import { LengthHint } from "./length-hint";
import { TextField } from "./text-field";
import { TopicField } from "./topic-field";

type FormFieldProps = {
  field: ContactFieldSpec;
  value: string | boolean;
  error?: string;
  readOnly: boolean;
  onChange: (value: string | boolean) => void;
  /** Its place in the form's layout. */
  className?: string;
};

/** One of the contract's fields on the form: the control its kind of input calls for. */
export function FormField({ field, value, error, readOnly, onChange, className }: FormFieldProps) {
  switch (field.input) {
    case "choice":
      return (
        <TopicField
          label={field.label}
          value={String(value)}
          error={error}
          disabled={readOnly}
          onChange={onChange}
          className={className}
        />
      );
    case "consent":
      return (
        <ConsentField
          checked={value === true}
          error={error}
          disabled={readOnly}
          onChange={onChange}
          className={className}
        />
      );
    default: {
      const text = String(value);
      const limits = LENGTH_LIMITS[field.name];
      return (
        <TextField
          field={field.name}
          label={field.label}
          optional={field.optional}
          type={field.input === "email" ? "email" : "text"}
          autoComplete={field.autoComplete}
          multiline={field.input === "lines"}
          // A multi-line field also counts its characters against its limits.
          hint={
            field.input === "lines" && limits ? (
              <LengthHint about={field.hint} length={text.trim().length} limits={limits} />
            ) : (
              field.hint
            )
          }
          value={text}
          error={error}
          readOnly={readOnly}
          onChange={onChange}
          className={className}
        />
      );
    }
  }
}
