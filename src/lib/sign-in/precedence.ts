/**
 * Two sources can report a signed-in visitor, and either is enough:
 * - the app's cookie (`gigloom_signed_in`, written by @gigloom/auth-hint on the parent domain),
 *   the only source when the app lives on its own subdomain;
 * - Firebase Auth on this origin, the source when the app shares the site's origin. Until it
 *   has reported, the state it last reported (remembered in localStorage) stands in for it.
 * Firebase here says "no user" whenever the app lives elsewhere, so it never overrules the
 * cookie; a cookie the app has deleted never overrules a user Firebase reports here. A stale
 * or forged cookie can only show "Dashboard", which leads to the app, which checks for itself.
 */
export type SignInSources = {
  appCookie: boolean;
  /** What Firebase on this origin reported; undefined until it has. */
  firebase: boolean | undefined;
  remembered: boolean;
};

export function showsSignedIn({ appCookie, firebase, remembered }: SignInSources): boolean {
  return appCookie || (firebase ?? remembered);
}
