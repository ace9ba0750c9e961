import { describe, expect, it } from "vitest";
import { smtpUrlProblem } from "../../scripts/deploy/smtp-url-problem.mjs";

describe("the SMTP_URL secret npm run deploy accepts", () => {
  it("is an smtps:// URL", () => {
    expect(smtpUrlProblem("smtps://site%40gigloom.com:pa55@smtp.example.com:465\n", "p")).toBe(
      undefined,
    );
  });

  it("is never a plain smtp:// one, and the refusal names the fix without repeating the password", () => {
    const problem = smtpUrlProblem("smtp://site:pa55@smtp.example.com:587", "gigloom-prod");
    expect(problem).toMatch(/plain smtp:\/\/ URL/);
    expect(problem).toContain(
      "set it to smtps://user:password@host:465 with npx firebase functions:secrets:set SMTP_URL --project gigloom-prod",
    );
    expect(problem).not.toContain("pa55");
  });

  it("never takes any certificate, nor something that is not a URL", () => {
    expect(
      smtpUrlProblem("smtps://site:pa55@smtp.example.com:465?tls.rejectUnauthorized=false", "p"),
    ).toMatch(/takes any certificate/);
    const notAUrl = smtpUrlProblem("pa55 at smtp.example.com", "p");
    expect(notAUrl).toMatch(/not a URL/);
    expect(notAUrl).not.toContain("pa55");
  });
});
