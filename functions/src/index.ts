// Cloud Functions for the Gigloom site (2nd gen, us-central1). Bundled by ../build.mjs with
// the contact contract it shares with the form, so a deploy of this folder alone has it.
import { initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { setGlobalOptions } from "firebase-functions/v2";
import { defineBoolean, defineInt, defineSecret, defineString } from "firebase-functions/params";
import { logger } from "firebase-functions";
import { HttpsError, onCall, onRequest } from "firebase-functions/v2/https";
import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { FUNCTIONS_REGION } from "@/lib/firebase/project-facts.mjs";
import { PROFILE_COLLECTION } from "@/lib/directory/profile";
import type { TierRange } from "@/lib/directory/follower-tier";
import { clientAddress, forwardedChain } from "./client-address";
import { handleCmsAuth } from "./cms-auth";
import { handleSubmission } from "./handle-submission";
import { notifyTeam, notifyUnnotified } from "./notify";
import { photoStore } from "./photo-store";
import { publishProfile } from "./publish-directory";
import { requestSiteRebuild } from "./site-rebuild";
import { originAllowed, siteOriginList } from "./site-origins";
import { smtpMailer } from "./smtp-mailer";

setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });
initializeApp();

/** The SMTP server that delivers to the team, with its credentials: smtps://user:pass@host. */
const smtpUrl = defineSecret("SMTP_URL");
/** Keys the hashes of client networks and e-mail addresses that the rate limits keep. */
const hashSalt = defineSecret("CONTACT_HASH_SALT");
const inbox = defineString("CONTACT_INBOX", { description: "The team inbox for requests" });
const mailFrom = defineString("CONTACT_MAIL_FROM", { description: "The sender of those mails" });
/** True when the site is built with App Check (NEXT_PUBLIC_RECAPTCHA_SITE_KEY). */
const appCheck = defineBoolean("CONTACT_APP_CHECK", { default: false });
/**
 * The site's own origins (docs/contact.md). Read from the environment as the module loads,
 * because CORS is set up then; a list parameter would not do, as the emulator hands it over
 * unparsed.
 */
const siteOrigins = siteOriginList(process.env.CONTACT_SITE_ORIGINS);
/**
 * How many proxies in front of the function append to X-Forwarded-For, counted as Express's
 * `trust proxy` counts hops: 2 for Google's front end and Cloud Run's own (docs/contact.md).
 */
const proxyHops = defineInt("CONTACT_PROXY_HOPS", {
  default: 2,
  description: "Proxies that append to X-Forwarded-For in front of the function",
});

const mailSettings = () => ({ inbox: inbox.value(), from: mailFrom.value() });

export const submitContactRequest = onCall(
  {
    secrets: [smtpUrl, hashSalt],
    cors: siteOrigins,
    timeoutSeconds: 60,
    enforceAppCheck: appCheck,
    // Replay protection: each App Check token is good for one request.
    consumeAppCheckToken: appCheck,
  },
  (request) => {
    // A browser names the page that calls; CORS already keeps other sites' pages from calling,
    // and this refuses a call that got past it anyway.
    if (!originAllowed(request.rawRequest.headers.origin, siteOrigins)) {
      throw new HttpsError("permission-denied", "This site does not take requests from there.");
    }
    if (request.app?.alreadyConsumed) {
      throw new HttpsError("failed-precondition", "This App Check token was used before.");
    }
    // The chain's length only, never an address: how to check the hop count (docs/contact.md).
    logger.info("Contact request call", {
      forwardedEntries: forwardedChain(request.rawRequest).length,
    });
    const db = getFirestore();
    return handleSubmission(request.data, {
      db,
      now: new Date(),
      clientAddress: clientAddress(request.rawRequest, proxyHops.value()),
      salt: hashSalt.value(),
      notify: (requestId) => notifyTeam(db, requestId, smtpMailer(smtpUrl.value()), mailSettings()),
    });
  },
);

/** Sends again every notification that failed, never started, or whose sender died. */
export const retryContactNotifications = onSchedule(
  { schedule: "every 30 minutes", secrets: [smtpUrl], timeoutSeconds: 300 },
  async () => {
    await notifyUnnotified(getFirestore(), smtpMailer(smtpUrl.value()), mailSettings());
  },
);

/** The CMS's GitHub App (docs/editing.md): its client secret, in Secret Manager. */
const githubClientSecret = defineSecret("GITHUB_CLIENT_SECRET");
const githubClientId = defineString("CMS_GITHUB_CLIENT_ID", {
  description: "The client ID of the CMS's GitHub App",
});
/**
 * The admin's origin, NEXT_PUBLIC_CMS_URL's (`npm run deploy` writes it; the emulators' start
 * writes the local one): the only page the sign-in answers and hands a token to.
 */
const cmsOrigin = defineString("CMS_ORIGIN", {
  default: "",
  description: "The CMS admin's origin, e.g. https://cms.gigloom.com",
});
/** GitHub itself; only the tests point it at a stand-in. */
const githubBaseUrl = defineString("CMS_GITHUB_BASE_URL", {
  default: "https://github.com",
  description: "GitHub's web origin, for its OAuth endpoints",
});

/** The CMS's sign-in with GitHub, on the CMS's origin through its Hosting site's rewrite. */
export const cmsAuth = onRequest(
  { secrets: [githubClientSecret], timeoutSeconds: 30, maxInstances: 2 },
  (request, response) =>
    handleCmsAuth(request, response, {
      cmsOrigin: cmsOrigin.value(),
      clientId: githubClientId.value(),
      clientSecret: () => githubClientSecret.value(),
      githubBaseUrl: githubBaseUrl.value(),
    }),
);

/** The rate guide's tiers, from content/rates.yml as this bundle was built (functions/build.mjs). */
declare const RATE_TIERS: TierRange[];

/**
 * The GitHub App that asks the site's repository for a rebuild when a page must go (docs/
 * directory.md, "In production"). Without an App id, as in demo mode, none is asked for:
 * `npm start` rebuilds on its own.
 */
const rebuildAppId = defineString("DIRECTORY_REBUILD_APP_ID", {
  default: "",
  description: "The id of the GitHub App that asks for the site's rebuild",
});
const rebuildInstallationId = defineString("DIRECTORY_REBUILD_INSTALLATION_ID", {
  default: "",
  description: "That App's installation on the site's repository",
});
const siteRepository = defineString("SITE_REPOSITORY", {
  default: "",
  description: "The site's GitHub repository, owner/name",
});
/** GitHub's API; only the tests point it at a stand-in. */
const githubApiUrl = defineString("GITHUB_API_URL", { default: "https://api.github.com" });
const rebuildAppKey = defineSecret("DIRECTORY_REBUILD_APP_KEY");

/**
 * Publishes a creator's profile to the public directory as the app writes it: a listed one's
 * public fields (docs/directory.md), and nothing once it is un-listed or deleted. A page that
 * must go (un-listed, deleted, renamed) asks for the site's rebuild.
 */
export const publishDirectoryEntry = onDocumentWritten(
  { document: `${PROFILE_COLLECTION}/{uid}`, secrets: [rebuildAppKey] },
  async (event) => {
    const { publication, removed, photoProblem, copiesLeft } = await publishProfile(
      getFirestore(),
      event.params.uid,
      RATE_TIERS,
      await photoStore(),
    );
    if ("unpublish" in publication && publication.problem) {
      logger.warn("A listed profile was left out of the directory", {
        problem: publication.problem,
      });
    }
    if (photoProblem) logger.warn("A listed creator's photo was left out", { photoProblem });
    if (copiesLeft) logger.error("A creator's old photo copies were not removed", { copiesLeft });
    if (removed === 0 || !rebuildAppId.value()) return;
    // The entry is gone already, so a retry would ask for nothing: a failure is logged, and
    // the nightly deploy takes the page down instead.
    await requestSiteRebuild(
      {
        apiUrl: githubApiUrl.value(),
        appId: rebuildAppId.value(),
        installationId: rebuildInstallationId.value(),
        repository: siteRepository.value(),
        privateKey: rebuildAppKey.value(),
      },
      "removed",
    ).catch((error: unknown) =>
      logger.error("The site's rebuild was not asked for", { error: String(error) }),
    );
  },
);
