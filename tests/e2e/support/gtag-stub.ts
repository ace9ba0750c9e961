/**
 * A minimal gtag.js, served in place of Google's (the tests run offline): it reads the data
 * layer the way the real one does (the commands already pushed, then every later push) and, for
 * each `config` (a page_view) and each `event`, sends a GA4 collection hit as gtag.js does, with
 * the page's location (`dl`: the config's page_location when it gives one), its referrer (`dr`),
 * its title and every event parameter (`ep.` text, `epn.` numbers). Like GA4's enhanced
 * measurement with its default "page changes based on browser history events", it also sends a
 * page_view for each pushState, replaceState or popstate that changes the address, with the new
 * address and the one before as its referrer. So whatever the site hands Analytics, or lets it
 * read, leaves the page in a request a test can read, as it would in production.
 * It honours `window['ga-disable-<id>']` (Firebase's setAnalyticsCollectionEnabled) and reports
 * consent mode in `gcs` ("G1", then 1 or 0 for ad_storage and analytics_storage), as gtag.js
 * does.
 */
export function gtagScript(dataLayerName: string): string {
  return `(${gtagJs.toString()})(${JSON.stringify(dataLayerName)});`;
}

/** Runs in the page: self-contained, in plain ES2017. */
function gtagJs(dataLayerName: string) {
  const page = window as unknown as Record<string, unknown>;
  const dataLayer = (page[dataLayerName] ??= []) as unknown[];
  /** The measurement ids configured so far: an event without send_to goes to each. */
  const configured: string[] = [];
  /** Consent mode: an update wins over a default whatever their order, as in gtag.js. */
  const consent = { default: {} as Record<string, string>, update: {} as Record<string, string> };
  const clientId = `${Math.floor(Math.random() * 2147483647)}.${Math.floor(Date.now() / 1000)}`;
  /** Parameters that steer gtag.js itself, or leave the page as fields of their own. */
  const steering = [
    "send_to",
    "event_callback",
    "event_timeout",
    "groups",
    "page_location",
    "page_referrer",
  ];
  /** A `config`'s page_location stands for the page's address in its hits, as in gtag.js. */
  const locations: Record<string, string> = {};
  /** The address last seen, to tell a history change that moves from one that does not. */
  let address = location.href;

  const granted = (key: string) =>
    (consent.update[key] ?? consent.default[key]) === "denied" ? "0" : "1";
  const hit = (measurementId: string, name: string, params: Record<string, unknown>) => {
    if (page[`ga-disable-${measurementId}`] === true) return;
    const query = new URLSearchParams({
      v: "2",
      tid: measurementId,
      cid: clientId,
      gcs: `G1${granted("ad_storage")}${granted("analytics_storage")}`,
      dl: String(params.page_location ?? locations[measurementId] ?? location.href),
      dt: document.title,
      en: name,
    });
    const referrer = String(params.page_referrer ?? document.referrer);
    if (referrer !== "") query.set("dr", referrer);
    for (const [key, value] of Object.entries(params)) {
      if (steering.includes(key) || value === undefined || value === null) continue;
      if (typeof value === "number") query.append(`epn.${key}`, String(value));
      else query.append(`ep.${key}`, String(value));
    }
    const url = `https://www.google-analytics.com/g/collect?${query}`;
    if (!navigator.sendBeacon?.(url)) {
      fetch(url, { method: "POST", keepalive: true, mode: "no-cors" }).catch(() => {});
    }
  };

  const run = (entry: unknown) => {
    // gtag() pushes its `arguments`; anything else in the layer is for Tag Manager.
    if (Object.prototype.toString.call(entry) !== "[object Arguments]") return;
    const [command, first, second] = Array.from(entry as ArrayLike<unknown>);
    const params = (second ?? {}) as Record<string, unknown>;
    if (command === "consent" && (first === "default" || first === "update")) {
      Object.assign(consent[first], second);
    }
    if (command === "config" && typeof first === "string") {
      if (!configured.includes(first)) configured.push(first);
      if (typeof params.page_location === "string") locations[first] = params.page_location;
      if (params.send_page_view !== false) hit(first, "page_view", {});
    }
    if (command === "event" && typeof first === "string") {
      const sendTo = params.send_to;
      const targets = sendTo === undefined ? configured : ([] as string[]).concat(String(sendTo));
      for (const measurementId of targets) hit(measurementId, first, params);
    }
  };

  /** A history change to a new address: a page view there, the address before as referrer. */
  const historyChange = () => {
    if (location.href === address) return;
    const before = address;
    address = location.href;
    for (const measurementId of configured) {
      const referrer = locations[measurementId] ?? before;
      locations[measurementId] = address;
      hit(measurementId, "page_view", { page_location: address, page_referrer: referrer });
    }
  };
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History["pushState"]>) {
      original.apply(this, args);
      historyChange();
    };
  }
  window.addEventListener("popstate", historyChange);

  for (const entry of dataLayer.slice()) run(entry);
  const push = dataLayer.push.bind(dataLayer);
  dataLayer.push = (...entries: unknown[]) => {
    const length = push(...entries);
    for (const entry of entries) run(entry);
    return length;
  };
}
