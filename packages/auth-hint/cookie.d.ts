export type SignInHintOptions = {
  /**
   * The parent domain the app and the site share, e.g. "gigloom.com". Omit it only when the
   * app is served from the site's own origin: the cookie is then host-only.
   */
  domain?: string;
  /** Seconds the cookie lasts without a new report; SIGN_IN_HINT_MAX_AGE by default. */
  maxAge?: number;
};

export declare const SIGN_IN_HINT_COOKIE: "gigloom_signed_in";
export declare const SIGN_IN_HINT_MAX_AGE: number;
export declare const SIGN_IN_HINT_PATTERN: RegExp;
export declare function readSignInHint(cookies: string): boolean;
export declare function signInHintCookie(signedIn: boolean, options?: SignInHintOptions): string;
