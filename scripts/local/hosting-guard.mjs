// @ts-check
// The site's local address, in front of the Firebase Hosting emulator. firebase-tools' Hosting
// middleware parses each request's URL unguarded: one `GET //`, which any web page can send to
// loopback, threw out of the Firebase CLI and ended it, and with it every emulator and the whole
// of `npm start`. The emulator listens on an internal port (firebase.json); this guard answers a
// malformed path 400 itself (safe-server.mjs) and passes every other request through unchanged,
// headers and body, so the site is still served exactly as Hosting serves it.
import { request as forward } from "node:http";
import { answerFailure, createSafeServer } from "../shared/safe-server.mjs";

/**
 * Serves on 127.0.0.1:`port` what the Hosting emulator on 127.0.0.1:`hostingPort` answers.
 * @param {number} port
 * @param {number} hostingPort
 * @returns {Promise<import("node:http").Server>}
 */
export function guardHosting(port, hostingPort) {
  const server = createSafeServer((incoming, outgoing) => passOn(incoming, outgoing, hostingPort));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(server));
  });
}

/**
 * Passes one request to the emulator and its answer back; settles once the answer is sent.
 * @param {import("node:http").IncomingMessage} incoming
 * @param {import("node:http").ServerResponse} outgoing
 * @param {number} hostingPort
 * @returns {Promise<void>}
 */
function passOn(incoming, outgoing, hostingPort) {
  return new Promise((settled) => {
    const { method, url: path, headers } = incoming;
    const upstream = forward({ host: "127.0.0.1", port: hostingPort, method, path, headers });
    upstream.on("response", (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
      answer.on("end", settled);
      answer.on("error", () => {
        outgoing.destroy();
        settled();
      });
    });
    // Not listening yet (the emulator starts after the guard), or gone: a gateway's answer,
    // which readiness checks (wait-for-http.mjs) read as "not yet".
    upstream.on("error", () => {
      answerFailure(outgoing, 502, "The Hosting emulator is not answering.\n");
      settled();
    });
    incoming.pipe(upstream);
  });
}
