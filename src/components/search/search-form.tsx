import { buttonClasses } from "@/components/ui/button-classes";
import { cn } from "@/lib/cn";
import { QUERY_PARAM } from "@/lib/search/query-param";

export type SearchFormLabels = { label: string; submit: string };

type SearchFormProps = {
  /** The search page of the form's language: submitting the form goes there with ?q=. */
  action: string;
  /** The field's id, unique on the page; the label and the landmark's name point at it. */
  id: string;
  labels: SearchFormLabels;
  defaultValue?: string;
  className?: string;
};

/**
 * A search box as a plain HTML form: a GET to the search page with the term as `q`, so it
 * works before the page's scripts run and without them. It holds no state and no hook, so a
 * server page renders it through SearchBox and a client component (the 404 page's) directly.
 */
export function SearchForm({ action, id, labels, defaultValue, className }: SearchFormProps) {
  return (
    <form
      role="search"
      aria-label={labels.label}
      action={action}
      method="get"
      className={className}
    >
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {labels.label}
      </label>
      <div className="mt-2 flex max-w-xl gap-2">
        <input
          id={id}
          name={QUERY_PARAM}
          type="search"
          defaultValue={defaultValue}
          autoComplete="off"
          enterKeyHint="search"
          className={cn(
            "block w-full min-w-0 rounded-full border border-line bg-white px-4 py-2.5 text-base",
            "text-ink shadow-xs transition-colors motion-reduce:transition-none",
            "focus:border-accent focus:outline-2 focus:outline-offset-0 focus:outline-accent/30",
          )}
        />
        <button type="submit" className={buttonClasses({ size: "sm", className: "shrink-0" })}>
          {labels.submit}
        </button>
      </div>
    </form>
  );
}
