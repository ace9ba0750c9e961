import { simpleParser } from "mailparser";
import { expect, test } from "./support/fixtures";
import { eachTestWritesAsItsOwnSender } from "./support/contact-sender";
import { axeViolations } from "./support/axe";
import {
  chunkContaining,
  ContactPage,
  FUNCTIONS_MARKER,
  SENT_WITHIN,
  VALIDATION_MARKER,
  type ContactDetails,
  type ContactPageWords,
} from "./support/contact-page";
import { callSubmit, mailsFrom } from "./support/contact-function";
import { storedRequestsFrom, uniqueEmail } from "./support/contact-requests";
import { routesFor } from "../../src/config/site";
import { CONTACT_RATE_LIMITS } from "../../src/lib/contact/contract.mjs";
import { contactFormStrings } from "../../src/lib/contact/localized-form-strings";

/** Longer than the minimum time on the page plus a round trip to the emulator. */

/** The Spanish contact page, as a visitor reads it. */
const SPANISH: ContactPageWords = {
  path: routesFor("es").contact,
  name: "Nombre",
  email: "Correo electrónico",
  company: "Empresa (opcional)",
  topic: "Tema",
  message: "Mensaje",
  consent: "Acepto la política de privacidad",
  send: "Enviar mensaje",
};

let email: string;
let client: string;
eachTestWritesAsItsOwnSender("es-", (sender) => ({ email, client } = sender));

const details = (): ContactDetails => ({
  name: "Lucía Pérez",
  email,
  company: "Cafetería Ñandú",
  topic: "Marca",
  message: "Queremos diez creadores para una campaña de primavera. ¿Hablamos la semana que viene?",
});

/** The English form's words that Spanish writes otherwise: none may show on a Spanish page. */
const englishOnly = (() => {
  const words = (value: unknown): string[] =>
    typeof value === "string" ? [value] : Object.values(value as object).flatMap(words);
  const spanish = new Set(words(contactFormStrings("es")));
  return words(contactFormStrings("en")).filter((text) => !spanish.has(text));
})();

async function expectNoEnglish(contact: ContactPage) {
  const text = await contact.page.locator("main").innerText();
  expect(englishOnly.filter((english) => text.includes(english))).toEqual([]);
}

test("the form on /es/contacto sends through the emulators, thanks the visitor in Spanish, and tells the team the visitor wrote in Spanish @desktop", async ({
  page,
}) => {
  const contact = new ContactPage(page, SPANISH);
  await contact.open();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(contact.message()).toHaveAccessibleDescription(
    "Tus objetivos, plazos y presupuesto, o tu pregunta. De 10 a 5,000 caracteres.",
  );
  await contact.fill(details());
  await contact.send().click();

  await expect(contact.status()).toContainText(
    "Gracias, Lucía Pérez. Recibimos tu mensaje.",
    SENT_WITHIN,
  );
  await expect(contact.status()).toContainText(
    `Te responderemos a ${email} en un plazo de un día hábil.`,
  );
  await expect(page.getByRole("heading", { name: /^Gracias/ })).toBeFocused();
  const [stored, ...others] = await storedRequestsFrom(email);
  expect(others).toEqual([]);
  await expect(contact.status()).toContainText(`Tu número de referencia es ${stored?.id}.`);
  expect(stored?.fields).toMatchObject({
    name: { stringValue: "Lucía Pérez" },
    topic: { stringValue: "brand" },
    locale: { stringValue: "es" },
  });
  await expect(page.getByRole("button", { name: "Enviar otro mensaje" })).toBeVisible();
  await expectNoEnglish(contact);

  await expect.poll(() => mailsFrom(email).length).toBe(1);
  const mail = await simpleParser(mailsFrom(email)[0]!);
  expect(mail.subject).toBe("Contact request in Spanish: Brand from Lucía Pérez (Cafetería Ñandú)");
  expect(mail.text).toMatch(/^Language: Spanish \(es\)$/m);
});

test("an empty submit shows each error in Spanish, by its field, and sends nothing @desktop", async ({
  page,
}) => {
  const contact = new ContactPage(page, SPANISH);
  await contact.open();
  await contact.send().click();

  await expect(contact.name()).toBeFocused();
  await expect(contact.name()).toHaveAccessibleDescription("Error: Escribe tu nombre.");
  await expect(contact.email()).toHaveAccessibleDescription(
    "Error: Escribe tu correo electrónico.",
  );
  await expect(contact.topicGroup()).toHaveAccessibleDescription(
    "Error: Elige de qué trata tu mensaje.",
  );
  await expect(contact.message()).toHaveAccessibleDescription(
    /Error: Escribe al menos 10 caracteres para que sepamos cómo ayudarte\.$/,
  );
  await expect(contact.consent()).toHaveAccessibleDescription(
    /Error: Acepta la política de privacidad para que podamos responderte\.$/,
  );
  await expectNoEnglish(contact);

  // Errors follow the corrections in Spanish too.
  await contact.email().fill("lucia@cafeteria");
  await expect(contact.email()).toHaveAccessibleDescription(
    "Error: Escribe un correo electrónico como nombre@empresa.com.",
  );
  await contact.name().fill("Lucía");
  await expect(contact.name()).not.toHaveAttribute("aria-invalid");
  expect(await storedRequestsFrom(email)).toEqual([]);

  expect(await axeViolations(page)).toEqual([]);
});

test.describe("offline", () => {
  test.use({ expectedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

  test("the visitor is told in Spanish and keeps the form; back online, the retry sends it @desktop", async ({
    page,
    context,
  }) => {
    const contact = new ContactPage(page, SPANISH);
    await contact.open();
    const lazyChunks = Promise.all([
      chunkContaining(page, VALIDATION_MARKER),
      chunkContaining(page, FUNCTIONS_MARKER),
    ]);
    await contact.fill(details());
    await lazyChunks;

    await context.setOffline(true);
    await contact.send().click();
    await expect(contact.problem()).toContainText(
      "No tienes conexión, así que tu mensaje todavía no se envió",
    );
    await expect(contact.problem()).toContainText("Todo lo que escribiste sigue aquí.");
    await expect(contact.problem()).toBeFocused();
    await expectNoEnglish(contact);

    await context.setOffline(false);
    await contact.problem().getByRole("button", { name: "Intentar de nuevo" }).click();
    await expect(contact.status()).toContainText("Gracias, Lucía Pérez.", SENT_WITHIN);
    expect(await storedRequestsFrom(email)).toHaveLength(1);
  });
});

test.describe("rate limits", () => {
  test.use({ expectedConsoleErrors: [/status of 429/] });

  test(`@desktop the request after ${CONTACT_RATE_LIMITS.perNetwork.max} from one network is refused in Spanish, with the wait in words`, async ({
    page,
  }) => {
    for (let i = 0; i < CONTACT_RATE_LIMITS.perNetwork.max; i++) {
      const earlier = await callSubmit(client, {
        name: "Grace Hopper",
        email: uniqueEmail(`es-earlier-${i}`),
        topic: "brand",
        message: "A request sent straight to the function, as a script could.",
        consent: true,
      });
      expect(earlier.error).toBeUndefined();
    }
    const contact = new ContactPage(page, SPANISH);
    await contact.open();
    await contact.fill(details());
    await contact.send().click();

    await expect(contact.problem()).toContainText(
      "Espera un poco antes de enviar otro mensaje",
      SENT_WITHIN,
    );
    await expect(contact.problem()).toContainText("Vuelve a intentarlo en una hora, más o menos.");
    await expect(contact.message()).toHaveValue(details().message);
    await expectNoEnglish(contact);
    expect(await storedRequestsFrom(email)).toEqual([]);
  });
});
