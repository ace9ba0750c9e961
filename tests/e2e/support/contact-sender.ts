import { test } from "./fixtures";
import { callFromClient, uniqueClientAddress } from "./contact-function";
import { deleteStoredRequestsFrom, uniqueEmail } from "./contact-requests";

/** Who a test writes as: an address and a client network of its own. */
export type Sender = { email: string; client: string };

/**
 * Gives each test of the file its own sender, so that no other test's requests count against
 * its rate limits, routes its page's calls from that network, and deletes what it stored.
 * `receive` hands the test's sender to the file, before the test runs.
 */
export function eachTestWritesAsItsOwnSender(label: string, receive: (sender: Sender) => void) {
  let email = "";
  test.beforeEach(async ({ page }, testInfo) => {
    email = uniqueEmail(`${label}${testInfo.project.name}-${testInfo.workerIndex}`);
    const client = uniqueClientAddress(testInfo.workerIndex);
    await callFromClient(page, client);
    receive({ email, client });
  });
  test.afterEach(async () => {
    await deleteStoredRequestsFrom(email);
  });
}
