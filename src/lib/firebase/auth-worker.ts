/**
 * Firebase Auth, run in a worker of its own: the SDK's download is the page's, but evaluating it,
 * starting Auth and reading its IndexedDB store cost the page's main thread nothing, so a tap
 * during the load is never kept waiting by them. Posts whether a user is signed in, now and on
 * every change (a sign-in or sign-out in another tab included); `false` if Auth fails to start.
 */
import { watchSignedIn } from "./auth";

const post = (signedIn: boolean) => self.postMessage(signedIn);

try {
  watchSignedIn(post);
} catch {
  post(false);
}
