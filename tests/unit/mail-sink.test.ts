import { describe, expect, it } from "vitest";
import { describeMail } from "../../scripts/local/mail-sink.mjs";

describe("the line npm start prints for each mail", () => {
  it("shows the subject as the team reads it, encoded words decoded and folds joined", () => {
    const raw = [
      "To: team@gigloom.localhost",
      "Subject: =?UTF-8?Q?Contact_request=3A_Brand_from_Rosa_D?=",
      " =?UTF-8?Q?=C3=ADaz_=28Nine-Nine_Snacks=29?=",
      "",
      "Topic: Brand",
    ].join("\r\n");
    expect(describeMail(raw)).toBe(
      "mail to team@gigloom.localhost: Contact request: Brand from Rosa Díaz (Nine-Nine Snacks)",
    );
  });

  it("decodes base64 words and leaves a plain subject alone", () => {
    expect(describeMail("To: a@b.example\r\nSubject: =?utf-8?B?w4lsaWU=?= (Press)\r\n\r\n")).toBe(
      "mail to a@b.example: Élie (Press)",
    );
    expect(describeMail("To: a@b.example\r\nSubject: Contact request: Press\r\n\r\n")).toBe(
      "mail to a@b.example: Contact request: Press",
    );
  });
});
