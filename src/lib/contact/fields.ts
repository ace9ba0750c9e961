import { CONTACT_FIELDS as LISTED, CONTACT_LIMITS } from "./contract.mjs";

/** The contract's fields as written, each with its own literal facts. */
type Listed = (typeof LISTED)[number];

export type ContactField = Listed["name"];

/** One field, with every fact the contract can give it (contract.mjs explains each). */
export type ContactFieldSpec = {
  readonly name: ContactField;
  readonly input: "line" | "email" | "lines" | "choice" | "consent";
  readonly label: string;
  readonly optional?: boolean;
  readonly autoComplete?: string;
  readonly draft?: false;
};

/** The contract's fields in their order, each readable for any fact. */
export const CONTACT_FIELDS: readonly ContactFieldSpec[] = LISTED;

/** What the visitor has entered, as the form holds it: text as typed, a box ticked or not. */
export type ContactFormValues = {
  [Field in Listed as Field["name"]]: Field["input"] extends "consent" ? boolean : string;
};

/** The fields a draft keeps across a reload. */
export type DraftField = Exclude<Listed, { draft: false }>["name"];

export const isOneLine = (field: ContactFieldSpec) =>
  field.input === "line" || field.input === "email";

/** The length limits of each field the contract limits, readable by any field's name. */
export const LENGTH_LIMITS: Partial<
  Record<ContactField, { readonly min: number; readonly max: number }>
> = CONTACT_LIMITS;
