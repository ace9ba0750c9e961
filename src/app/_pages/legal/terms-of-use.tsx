import Link from "@/components/ui/site-link";
import { routes, siteConfig } from "@/config/site";
import { company } from "@/data/company";
import { MINIMUM_CREATOR_AGE } from "@/data/creator-eligibility";
import { gigTerms } from "@/data/gig-terms";
import { MailLink } from "@/components/legal/mail-link";
import type { LegalDocument } from "@/components/legal/legal-document";
import { CREATOR_FEE_PERCENT, FREE_TRIAL_DAYS, pageIntros } from "@/lib/content";

export const termsOfUse: LegalDocument = {
  title: pageIntros.terms.title,
  description:
    "The rules for using the Gigloom website, and a plain summary of how gigs, payments, fees and disputes work on the Gigloom marketplace.",
  updated: "2026-11-20",
  summary: [
    "Use this site lawfully and don't try to break it.",
    "On the marketplace, brands fund gigs up front and creators are paid when the work is approved.",
    "The agreement you accept when you sign up in the app is the one that governs your gigs.",
  ],
  sections: [
    {
      id: "about",
      heading: "About these terms",
      body: (
        <>
          <p>
            These terms cover your use of this website, run by {company.legalName}, a company
            incorporated in {company.incorporatedIn}. By using the site you agree to them.
          </p>
          <p>
            Hiring or working through {siteConfig.name} happens in the app, where you accept our
            marketplace agreement when you sign up. The summary below explains how gigs work in
            plain words; if it ever differs from that agreement, the agreement applies.
          </p>
        </>
      ),
    },
    {
      id: "using-this-site",
      heading: "Using this site",
      body: (
        <>
          <p>You may read, link to and share anything on this site. Please don&apos;t:</p>
          <ul>
            <li>use it for anything unlawful, or to mislead people about who you are;</li>
            <li>try to get into parts of it, or our systems, that aren&apos;t public;</li>
            <li>send automated traffic at a rate that slows the site down for others, or</li>
            <li>send us messages through the contact form that are spam or abuse.</li>
          </ul>
        </>
      ),
    },
    {
      id: "how-gigs-work",
      heading: "How gigs work, in short",
      body: (
        <ul>
          <li>
            Brands pay for a plan and for the fee each creator quotes. Every plan starts with a{" "}
            {FREE_TRIAL_DAYS}-day free trial and can be cancelled at any time; it then ends at the
            close of the period already paid for.
          </li>
          <li>
            A brand funds a gig when it accepts a creator&apos;s proposal. {siteConfig.name} holds
            the money until the brand approves the work.
          </li>
          <li>
            Each gig includes {gigTerms.revisionRounds} rounds of changes per deliverable within the
            brief. A delivery the brand has not reviewed within {gigTerms.reviewWindowDays} days is
            approved automatically.
          </li>
          <li>
            On approval, {siteConfig.name} keeps a {CREATOR_FEE_PERCENT}% platform fee from the gig
            fee and pays the rest to the creator within {gigTerms.payoutBusinessDays} business days.
            Joining is free for creators.
          </li>
          <li>
            A brand that cancels a funded gig before the creator has started gets the whole fee
            back.
          </li>
          <li>
            If a brand and a creator disagree about a delivery, either can open a dispute. Our team
            compares the work with the brief and decides within{" "}
            {gigTerms.disputeDecisionBusinessDays} business days; the money stays held until then.
          </li>
        </ul>
      ),
    },
    {
      id: "content-and-disclosure",
      heading: "Content, rights and disclosure",
      body: (
        <>
          <p>
            Creators keep the copyright in what they make. A brand receives the licence written in
            the brief, such as where the content may appear and for how long, once the creator has
            been paid.
          </p>
          <p>
            Sponsored content must be labelled as sponsored, following the rules of the platform and
            the advertising law of the country where it runs. Brands may not ask creators to hide a
            sponsorship or to make claims they cannot support. Creators must be{" "}
            {MINIMUM_CREATOR_AGE} or older.
          </p>
        </>
      ),
    },
    {
      id: "our-content",
      heading: "Our content and case studies",
      body: (
        <p>
          {company.legalName} owns the words, design and graphics of this site. Each case study
          reports the results of one campaign, measured as the study describes; your results will
          depend on your product, your brief and your creators.
        </p>
      ),
    },
    {
      id: "liability",
      heading: "Our responsibility to you",
      body: (
        <p>
          We work to keep this site accurate and available, but we provide it as it is, and prices
          or features may change; the price you agree to in the app is the one that applies. Nothing
          in these terms limits rights that the law does not allow us to limit.
        </p>
      ),
    },
    {
      id: "changes-and-law",
      heading: "Changes and governing law",
      body: (
        <p>
          When we change these terms, we update the date at the top of this page. These terms are
          governed by the laws of the State of Oregon, USA, without affecting any rights you have
          under the law of the country where you live.
        </p>
      ),
    },
    {
      id: "contact",
      heading: "Questions",
      body: (
        <p>
          E-mail <MailLink address={company.emails.legal} />, or use our{" "}
          <Link href={routes.contact}>contact page</Link>. For how we handle personal data, see our{" "}
          <Link href={routes.privacy}>privacy policy</Link>.
        </p>
      ),
    },
  ],
};
