import type { ComponentProps } from "react";
import { buttonClasses } from "@/components/ui/button-classes";
import { cn } from "@/lib/cn";
import { QUERY_PARAM } from "@/lib/search/query-param";

type SearchFieldProps = Omit<ComponentProps<"input">, "id" | "name" | "type" | "className"> & {
  /** The field's id, unique on the page. */
  id: string;
  label: string;
  submit: string;
  /** The row of field and button: how wide it may grow. */
  rowClassName?: string;
};

/**
 * The label, the search field (named as the search page reads it) and the submit button, the
 * same in every search form of the site.
 */
export function SearchField({ id, label, submit, rowClassName, ...input }: SearchFieldProps) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className={cn("mt-2 flex gap-2", rowClassName)}>
        <input
          id={id}
          name={QUERY_PARAM}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          className={cn(
            "block w-full min-w-0 rounded-full border border-line bg-white px-4 py-2.5 text-base",
            "text-ink shadow-xs transition-colors motion-reduce:transition-none",
            "focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent/30",
          )}
          {...input}
        />
        <button type="submit" className={buttonClasses({ size: "sm", className: "shrink-0" })}>
          {submit}
        </button>
      </div>
    </>
  );
}
