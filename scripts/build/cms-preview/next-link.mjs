// @ts-check
// next/link for the editor's preview: the admin has no Next router, and a link in the preview
// is only looked at, so it is the plain <a> Next's Link renders, without the router's options.
import { createElement } from "react";

const ROUTER_OPTIONS = ["prefetch", "replace", "scroll"];

/** @param {Record<string, unknown> & { href: string }} props */
export default function Link(props) {
  const anchor = Object.fromEntries(
    Object.entries(props).filter(([name]) => !ROUTER_OPTIONS.includes(name)),
  );
  return createElement("a", anchor);
}
