import { Fragment, type ReactNode } from "react";
import { templateParts, type MessageTemplate } from "@/lib/contact/message-template";

type FilledTemplateProps = {
  template: MessageTemplate;
  /** Each argument's value: text, or an element such as the visitor's address in bold. */
  values: Record<string, ReactNode>;
};

/** A message the browser completes, with each argument in place. */
export function FilledTemplate({ template, values }: FilledTemplateProps) {
  return templateParts(template).map((part, index) => (
    <Fragment key={index}>{typeof part === "string" ? part : values[part.argument]}</Fragment>
  ));
}
