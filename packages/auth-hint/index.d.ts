import type { Auth, Unsubscribe } from "firebase/auth";
import type { SignInHintOptions } from "./cookie.js";

export * from "./cookie.js";
export declare function watchSignInHint(auth: Auth, options?: SignInHintOptions): Unsubscribe;
