import { runInNewContext } from "node:vm";
import { parse, type DefaultTreeAdapterMap } from "parse5";

type Element = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["node"];

function* elements(node: Node): Generator<Element> {
  if ("tagName" in node) yield node;
  if ("childNodes" in node) for (const child of node.childNodes) yield* elements(child);
}

/** The popup page as a browser reads it: its body's data attributes and its one script. */
export function readPopupPage(html: string) {
  const all = [...elements(parse(html))];
  const body = all.find((element) => element.tagName === "body")!;
  const scripts = all.filter((element) => element.tagName === "script");
  const text = (element: Element) =>
    element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
  return {
    attributes: Object.fromEntries(body.attrs.map(({ name, value }) => [name, value])),
    scripts: scripts.map(text),
  };
}

export type Posted = { message: unknown; targetOrigin: string };

/**
 * Runs the popup page's script in a window of its own whose opener records what it is sent,
 * and returns a way to send the popup a message event as a browser would.
 */
export function openPopup(html: string) {
  const { attributes, scripts } = readPopupPage(html);
  const posted: Posted[] = [];
  const opener = {
    postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }),
  };
  const listeners = new Set<(event: unknown) => void>();
  const window = {
    opener,
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === "message") listeners.add(listener);
    },
    removeEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === "message") listeners.delete(listener);
    },
  };
  const document = { body: { getAttribute: (name: string) => attributes[name] ?? null } };
  for (const script of scripts) runInNewContext(script, { window, document });
  return {
    posted,
    opener,
    /** A message event from `source` on `origin`, as the admin's reply would arrive. */
    receive(data: unknown, origin: string, source: unknown = opener) {
      for (const listener of [...listeners]) listener({ data, origin, source });
    },
  };
}
