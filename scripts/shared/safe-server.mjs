// @ts-check
// An HTTP server no request can take down. `npm start` runs the admin's origin, the stand-in app
// and the CMS backend in one Node process, which stops the emulators as it exits: one request
// that threw out of a handler (GET /%E0 on the admin's origin) stopped every server, the site's
// included. Here a malformed path is answered 400 before any handler sees it, and a handler
// that throws, or whose promise rejects, costs that one request a 500.
import { createServer } from "node:http";
import { readRequestPath } from "./request-path.mjs";

/**
 * @typedef {(request: import("node:http").IncomingMessage,
 *   response: import("node:http").ServerResponse,
 *   target: { url: URL, path: string }) => void | Promise<void>} PathHandler
 */

/**
 * Ends a response that failed: with `status` while nothing was sent, else by cutting it short.
 * @param {import("node:http").ServerResponse} response
 * @param {number} status
 * @param {string} text
 */
export function answerFailure(response, status, text) {
  if (response.headersSent) response.destroy();
  else response.writeHead(status, { "content-type": "text/plain; charset=utf-8" }).end(text);
}

/**
 * A server whose `handler` gets each request with its URL and decoded path (request-path.mjs).
 * @param {PathHandler} handler
 */
export function createSafeServer(handler) {
  return createServer((request, response) => {
    const target = readRequestPath(request.url);
    if (!target) {
      answerFailure(response, 400, "Bad request: the path is malformed.\n");
      return;
    }
    const failed = (/** @type {unknown} */ error) => {
      console.error(`${request.method} ${request.url} failed:`, error);
      answerFailure(response, 500, "The server failed on this request.\n");
    };
    try {
      Promise.resolve(handler(request, response, target)).catch(failed);
    } catch (error) {
      failed(error);
    }
  });
}
