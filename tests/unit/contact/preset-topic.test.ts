import { describe, expect, it } from "vitest";
import { EMPTY_FORM_VALUES } from "@/lib/contact/form-values";
import { withPresetTopic } from "@/lib/contact/preset-topic";

describe("a landing page's form topic", () => {
  it("opens on the page's topic while the visitor has chosen none", () => {
    expect(withPresetTopic(EMPTY_FORM_VALUES, "brand").topic).toBe("brand");
  });

  it("gives way to the topic the visitor chose, and to no preset at all", () => {
    const chosen = { ...EMPTY_FORM_VALUES, topic: "press" };
    expect(withPresetTopic(chosen, "brand").topic).toBe("press");
    expect(withPresetTopic(EMPTY_FORM_VALUES, undefined).topic).toBe("");
  });
});
