import { routes, siteConfig } from "@/config/site";
import { dataRetention } from "@/config/data-retention";
import Link from "@/components/ui/site-link";
import { company, postalAddressLines } from "@/data/company";
import { MINIMUM_CREATOR_AGE } from "@/data/creator-eligibility";
import { MailLink } from "@/components/legal/mail-link";
import type { LegalDocument } from "@/components/legal/legal-document";
import { recaptchaSiteKey } from "@/lib/firebase/config";
import { pageIntros } from "@/lib/content";

const contactMonths = dataRetention.contactMessagesMonths;
const draftDays = dataRetention.contactDraftDays;
const analyticsMonths = dataRetention.analyticsEventsMonths;

export const privacyPolicy: LegalDocument = {
  title: pageIntros.privacy.title,
  description: `What this site collects, why, and for how long: contact-form messages kept ${contactMonths} months, analytics only with your consent, and no selling of your data.`,
  updated: "2026-11-25",
  summary: [
    `The contact form stores what you type into it, and we delete it after ${contactMonths} months.`,
    "Analytics runs only if you say yes, and you can change your mind at any time.",
    "We never sell your personal data or use it for advertising.",
  ],
  sections: [
    {
      id: "who-we-are",
      heading: "Who we are",
      body: (
        <>
          <p>
            {company.legalName} runs this website and is responsible for the personal data described
            here. You can reach us at <MailLink address={company.emails.privacy} /> or by post at{" "}
            {postalAddressLines().join(", ")}.
          </p>
          <p>
            This policy covers this website. When you create an account in the {siteConfig.name}{" "}
            app, the app shows you its own privacy notice, which explains what it needs to run your
            account, your gigs and your payments.
          </p>
        </>
      ),
    },
    {
      id: "contact-form",
      heading: "What the contact form collects",
      body: (
        <>
          <p>
            When you send a message through our <Link href={routes.contact}>contact page</Link>, we
            store:
          </p>
          <ul>
            <li>your name and e-mail address, so we can reply;</li>
            <li>your company, if you choose to give it;</li>
            <li>the topic you pick and your message, so the right person answers;</li>
            <li>that you agreed to us storing the message, and</li>
            <li>the time our server received it.</li>
          </ul>
          <p>
            That is all we keep about you. To stop floods of automated messages, our server also
            counts messages per network and per e-mail address. For that it keeps, with your
            message, a one-way, keyed hash of the network it came from, never your IP address
            itself; the counts are deleted within two days. It stores nothing about your device.
            Messages are stored in Cloud Firestore, a database that Google runs for us as our
            service provider, and e-mailed to the team inbox of the people who answer them; only
            they can read them.
          </p>
          <p>
            While you write, your browser keeps a draft of the form in this site&apos;s local
            storage on your device, so that a reload or a dropped connection does not lose your
            words. The draft stays on your device until you send it. It is deleted as soon as we
            confirm that your message arrived, and a draft left unchanged for {draftDays} days is
            deleted the next time the contact page is opened in that browser. Your agreement to this
            policy is not kept in it. On a shared computer, clearing this site&apos;s data in the
            browser deletes it at once.
          </p>
          {recaptchaSiteKey ? (
            <p>
              To tell people from automated senders, the contact page uses Google reCAPTCHA v3
              (through Firebase App Check) once you start on the form. reCAPTCHA collects
              information about your device and how you use the page, such as your IP address and
              browser, and sends it to Google, which uses it under its{" "}
              <a href={siteConfig.googlePolicies.privacy}>Privacy Policy</a> and{" "}
              <a href={siteConfig.googlePolicies.terms}>Terms of Service</a>. We receive only a
              verdict on each message, never that information.
            </p>
          ) : null}
          <p>
            We keep each message for {contactMonths} months from the day it arrives, then delete it.
            If you would like yours deleted sooner, e-mail{" "}
            <MailLink address={company.emails.privacy} /> and we will do it.
          </p>
        </>
      ),
    },
    {
      id: "analytics",
      heading: "Analytics, only with your consent",
      body: (
        <>
          <p>
            We use Google Analytics for Firebase to learn which pages help people and which confuse
            them. It runs only if you agree to it. Until you do, no analytics code is loaded and
            nothing is stored on your device for analytics.
          </p>
          <p>If you agree, Google Analytics records:</p>
          <ul>
            <li>the pages you view, and the page or link that brought you here;</li>
            <li>
              your approximate location (country and city), worked out from your IP address, which
              Google Analytics does not store;
            </li>
            <li>your device type, browser, operating system, screen size and language;</li>
            <li>
              actions such as choosing a button (which one, and where on the page it sits),
              switching the pricing page between monthly and annual prices, filtering case studies,
              and whether a contact request reached us (its topic or why it failed, never what you
              wrote or who you are);
            </li>
            <li>
              how quickly each page loads and responds to you (the measures known as Web Vitals),
              with the part of the page that was slowest;
            </li>
            <li>the campaign that brought you here, if the link you followed named one, and</li>
            <li>
              a random identifier kept in a cookie, so that two visits from the same browser are
              counted as one visitor.
            </li>
          </ul>
          <p>
            Google keeps this data for {analyticsMonths} months. We see it only as totals and
            trends, never joined to your contact-form message, and we do not use it for advertising.
            You can withdraw your consent at any time; clearing this site&apos;s cookies and storage
            in your browser also resets your choice.
          </p>
        </>
      ),
    },
    {
      id: "campaigns",
      heading: "Which campaign brought you",
      body: (
        <>
          <p>
            Some links to this site name the campaign they belong to, such as a newsletter issue or
            an advert, in the part of the address after the question mark (the <code>utm_</code>{" "}
            parameters). If you arrived through one and then choose a button to join{" "}
            {siteConfig.name}, the link you choose carries that campaign&apos;s name, the page you
            arrived on and which button it was, so that the {siteConfig.name} app can count which
            campaigns bring people who join. It says nothing about you, only about the link. If you
            arrived from no campaign, the button&apos;s link carries nothing.
          </p>
          <p>
            Without your consent to analytics, this is never written to your device: it lives in the
            open page&apos;s memory and is gone when you reload it or leave. With your consent, it
            is kept in this browser tab&apos;s session storage, so a reload does not lose it; the
            browser deletes it when you close the tab, and we delete it at once if you withdraw your
            consent.
          </p>
        </>
      ),
    },
    {
      id: "sign-in-state",
      heading: "Remembering whether you're signed in",
      body: (
        <p>
          If you are signed in to the {siteConfig.name} app, this site checks that with Firebase
          Authentication so the header can show &ldquo;Dashboard&rdquo; instead of &ldquo;Join
          Now&rdquo;. It also keeps a single yes-or-no flag in your browser&apos;s local storage, so
          the right button appears before the page has finished loading. Neither is used to track
          you, and neither needs your consent because the site cannot show the right buttons without
          them.
        </p>
      ),
    },
    {
      id: "no-selling",
      heading: "What we never do",
      body: (
        <ul>
          <li>We never sell or rent your personal data.</li>
          <li>We never share it with anyone for their advertising.</li>
          <li>We never buy data about you from others to add to what you told us.</li>
        </ul>
      ),
    },
    {
      id: "sharing",
      heading: "Who else handles your data",
      body: (
        <p>
          Google hosts this site and stores contact messages and, with your consent, analytics for
          us, under a contract that lets it use the data only to provide those services. We would
          disclose personal data to authorities only where the law requires it, and we would tell
          you unless the law forbids that.
        </p>
      ),
    },
    {
      id: "your-rights",
      heading: "Your rights",
      body: (
        <>
          <p>
            You can ask us for a copy of the personal data we hold about you, to correct it, to
            delete it, or to stop using it. Where we rely on your consent, you can withdraw it at
            any time, and that does not affect what happened before.
          </p>
          <p>
            E-mail <MailLink address={company.emails.privacy} />. We answer within 30 days. If you
            are unhappy with our answer, you can complain to the data protection authority where you
            live.
          </p>
        </>
      ),
    },
    {
      id: "children",
      heading: "Children",
      body: (
        <p>
          This site is not meant for children under 16, and we do not knowingly collect their
          personal data. Creators must be {MINIMUM_CREATOR_AGE} or older to join.
        </p>
      ),
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      body: (
        <p>
          When we change this policy, we update the date at the top of this page. If a change
          affects data we already hold, we will explain it here before it takes effect.
        </p>
      ),
    },
  ],
};
