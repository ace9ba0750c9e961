import { SIGN_IN_HINT_PATTERN } from "@gigloom/auth-hint/cookie";
import { AUTH_HINT_KEY } from "./remembered";

/**
 * Runs inline in <head>, before first paint, and applies `showsSignedIn` (./precedence.ts)
 * with Firebase not yet reported: the app's cookie, else the remembered state. It puts the
 * result on <html data-auth="in|out">, which CSS reads: no re-render, no layout shift. Kept
 * tiny and dependency-free; a unit test holds it to the same answers as the module code.
 */
export const authHintScript = `(function(){var m=${SIGN_IN_HINT_PATTERN}.exec(document.cookie),s=!!m&&m[1]==="1";try{s=s||localStorage.getItem(${JSON.stringify(
  AUTH_HINT_KEY,
)})==="1"}catch(e){}document.documentElement.dataset.auth=s?"in":"out"})()`;
