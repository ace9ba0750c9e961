// @ts-check
// Text into the stand-in app's HTML, for each of its pages (./server.mjs, ./directory-listing.mjs).

/** @param {string} text */
export const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (char) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot" }[char]};`);
