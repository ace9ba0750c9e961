// Bundled for the browser by the auth tests only; never part of the site's build.
// It signs in and out through the real Firebase Auth SDK against the Auth emulator, on the
// site's own origin, so the site's header learns of it exactly as it would from another tab.
import { initializeApp, type FirebaseOptions } from "firebase/app";
import {
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from "firebase/auth";

let auth: Auth | undefined;

function start(options: FirebaseOptions, emulatorUrl: string): Auth {
  if (!auth) {
    auth = initializeAuth(initializeApp(options), { persistence: indexedDBLocalPersistence });
    connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
  }
  return auth;
}

Object.assign(window, {
  authDriver: {
    async signIn(options: FirebaseOptions, emulatorUrl: string, email: string, password: string) {
      const credential = await signInWithEmailAndPassword(
        start(options, emulatorUrl),
        email,
        password,
      );
      return credential.user.uid;
    },
    async signOut(options: FirebaseOptions, emulatorUrl: string) {
      await signOut(start(options, emulatorUrl));
    },
  },
});
