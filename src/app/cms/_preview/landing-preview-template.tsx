import { createRoot, type Root } from "react-dom/client";
import { LOCALES, type Locale } from "@/config/locale";
import { collectionName, LANDING_COLLECTION } from "@/lib/cms/collections";
import { LandingPreview } from "@/app/_pages/landing/landing-preview";

/** What Decap hands a preview template: the entry being edited, an Immutable.js map. */
type TemplateProps = { entry: { getIn(path: ["data"]): { toJS(): unknown } | undefined } };

/** The preview template's instance: the element it owns, and the site's React root in it. */
type Template = { props: TemplateProps; element?: HTMLElement | null; root?: Root };

/**
 * Decap's globals (its bundle defines them): its own React's class factory and createElement,
 * which its preview pane renders a template with.
 */
type DecapGlobals = {
  CMS: {
    registerPreviewTemplate(collection: string, template: unknown): void;
    registerPreviewStyle(href: string): void;
  };
  createClass(spec: object): unknown;
  h(type: string, props: object): unknown;
};

/** The class the site's <html> carries for its font (scripts/build/cms-preview.mjs). */
declare const SITE_HTML_CLASS: string;
/** The site's stylesheet in the admin's export. */
declare const SITE_STYLESHEET: string;

/**
 * The admin's third script (scripts/build/cms-preview.mjs bundles it into preview.js): the
 * landing pages' preview, drawn by the site's own components and styles. Decap renders a
 * template with the React in its bundle; the site's components need the site's React (their
 * hooks would break under another copy), so the template is a plain element of Decap's, and
 * the site's React renders the page into it as a root of its own.
 */
const decap = window as unknown as DecapGlobals;

function templateFor(locale: Locale) {
  return decap.createClass({
    componentDidMount(this: Template) {
      if (!this.element) return;
      // The site's font rides on <html>, where the stylesheet's --font-sans reads it.
      this.element.ownerDocument.documentElement.className = SITE_HTML_CLASS;
      this.root = createRoot(this.element);
      draw(this, locale);
    },
    componentDidUpdate(this: Template) {
      draw(this, locale);
    },
    componentWillUnmount(this: Template) {
      this.root?.unmount();
    },
    render(this: Template) {
      return decap.h("div", { ref: (element: HTMLElement | null) => (this.element = element) });
    },
  });
}

function draw(template: Template, locale: Locale) {
  const data = template.props.entry.getIn(["data"])?.toJS();
  template.root?.render(<LandingPreview locale={locale} data={data} />);
}

decap.CMS.registerPreviewStyle(SITE_STYLESHEET);
for (const locale of LOCALES) {
  decap.CMS.registerPreviewTemplate(
    collectionName(LANDING_COLLECTION, locale),
    templateFor(locale),
  );
}
