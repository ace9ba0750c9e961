import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  errorMessage,
  POPUP_CSP,
  POPUP_HEADERS,
  POPUP_SCRIPT,
  popupPage,
  successMessage,
} from "../../../functions/src/cms-auth-page";
import { openPopup, readPopupPage } from "../../../functions/test/popup-window";

const CMS = "https://cms.gigloom.com";

/** How Decap's admin reads the outcome (decap-cms-lib-auth, netlify-auth.js). */
function decapReads(message: string) {
  const success = /^authorization:github:success:(.+)$/.exec(message);
  if (success) return { ok: JSON.parse(success[1]!) };
  return { error: JSON.parse(/^authorization:github:error:(.+)$/.exec(message)![1]!) };
}

describe("the popup's messages", () => {
  it("are in the form Decap's admin parses", () => {
    expect(decapReads(successMessage("gho_x"))).toEqual({
      ok: { token: "gho_x", provider: "github" },
    });
    expect(decapReads(errorMessage('Refused "here" <now>'))).toEqual({
      error: { message: 'Refused "here" <now>' },
    });
  });
});

describe("the popup's page", () => {
  it("trusts its one script by hash, and nothing else", () => {
    const hash = createHash("sha256").update(POPUP_SCRIPT).digest("base64");
    expect(POPUP_CSP).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    );
    expect(POPUP_HEADERS["Content-Security-Policy"]).toBe(POPUP_CSP);
    expect(readPopupPage(popupPage(CMS, successMessage("t"), "Signed in.")).scripts).toEqual([
      POPUP_SCRIPT,
    ]);
  });

  it("never posts to any origin but the one it is given", () => {
    expect(POPUP_SCRIPT).not.toContain('"*"');
    const popup = openPopup(popupPage(CMS, successMessage("t"), "Signed in."));
    popup.receive("authorizing:github", "https://cms.gigloom.com.evil.example");
    popup.receive("authorizing:github", CMS);
    expect(popup.posted).toEqual([
      { message: "authorizing:github", targetOrigin: CMS },
      { message: successMessage("t"), targetOrigin: CMS },
    ]);
  });

  it("carries a hostile message as data: it cannot end the attribute or add markup", () => {
    const hostile = errorMessage("\"><script>alert(1)</script><p x='");
    const html = popupPage(CMS, hostile, "<b>note</b>");
    const { attributes, scripts } = readPopupPage(html);
    expect(attributes["data-message"]).toBe(hostile);
    expect(scripts).toEqual([POPUP_SCRIPT]);
    expect(html).toContain("&lt;b&gt;note&lt;/b&gt;");
  });

  it("does nothing when opened without an opener", () => {
    const { scripts } = readPopupPage(popupPage(CMS, successMessage("t"), "Signed in."));
    const listened: string[] = [];
    const window = { opener: null, addEventListener: (type: string) => listened.push(type) };
    const document = { body: { getAttribute: () => CMS } };
    new Function("window", "document", scripts[0]!)(window, document);
    expect(listened).toEqual([]);
  });
});
