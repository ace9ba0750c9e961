// The stand-in app's page script, bundled by ./server.mjs: it signs in and out against the
// Auth emulator with the real Firebase SDK and reports the state with @gigloom/auth-hint, in
// the one call docs/deploy.md asks of the real app.
import { watchSignInHint } from "@gigloom/auth-hint";
import { initializeApp } from "firebase/app";
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
} from "firebase/auth";
import { demoConfig, emulatorUrl } from "../../../src/lib/firebase/emulators";

const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const { cookieDomain } = JSON.parse(element("stand-in-config").textContent!) as {
  cookieDomain: string;
};
const form = element<HTMLFormElement>("sign-in");
const signOutButton = element<HTMLButtonElement>("sign-out");
const status = element("status");
const problem = element("problem");

const auth = initializeAuth(initializeApp(demoConfig), { persistence: indexedDBLocalPersistence });
connectAuthEmulator(auth, emulatorUrl("auth"), { disableWarnings: true });
watchSignInHint(auth, { domain: cookieDomain });

onAuthStateChanged(auth, (user) => {
  status.textContent = user ? `Signed in as ${user.email ?? "a demo user"}.` : "Signed out.";
  form.hidden = user !== null;
  signOutButton.hidden = user === null;
});

/** The emulator starts empty: the first sign-in with an address creates its account. */
async function signInOrCreate(email: string, password: string) {
  try {
    await signInWithEmailAndPassword(auth, email, password);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code !== "auth/user-not-found" && code !== "auth/invalid-credential") throw error;
    await createUserWithEmailAndPassword(auth, email, password);
  }
}

async function act(action: () => Promise<unknown>) {
  problem.textContent = "";
  try {
    await action();
  } catch (error) {
    const code = (error as { code?: string }).code ?? "unknown";
    problem.textContent =
      code === "auth/email-already-in-use"
        ? "That address has an account with another password."
        : code === "auth/network-request-failed"
          ? "The Auth emulator did not answer. Is npm start still running?"
          : `Firebase Auth refused (${code}).`;
  }
}

form.addEventListener("submit", (event) => {
  event.preventDefault();
  const data = new FormData(form);
  void act(() => signInOrCreate(String(data.get("email")), String(data.get("password"))));
});
signOutButton.addEventListener("click", () => void act(() => signOut(auth)));
