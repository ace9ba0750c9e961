import { SearchField } from "./search-field";

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
      <SearchField
        id={id}
        label={labels.label}
        submit={labels.submit}
        defaultValue={defaultValue}
        rowClassName="max-w-xl"
      />
    </form>
  );
}
