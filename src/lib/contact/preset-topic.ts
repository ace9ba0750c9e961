import type { ContactFormValues } from "./fields";
import type { ContactTopic } from "./topics";

/**
 * The form's values with the page's topic chosen where the visitor has chosen none: a landing
 * page's form opens on its campaign's topic, and a topic the visitor picks wins.
 */
export function withPresetTopic(
  values: ContactFormValues,
  preset: ContactTopic | undefined,
): ContactFormValues {
  return preset && values.topic === "" ? { ...values, topic: preset } : values;
}
