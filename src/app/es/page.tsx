import { routesFor, siteConfig } from "@/config/site";
import { pageMetadata } from "@/lib/seo/metadata";

// A stand-in for the Spanish home, so the seo branch builds and tests a Spanish page; the
// main session replaces it with the real one (app/_pages/home) on merge.
export const metadata = pageMetadata({
  title: `${siteConfig.name}: contrata creadores y paga solo por el trabajo que apruebas`,
  absoluteTitle: true,
  description: "Las marcas contratan a creadores verificados para encargos pagados.",
  path: routesFor("es").home,
});

export default function Page() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold">{siteConfig.name}</h1>
      <p className="mt-4">Las marcas contratan a creadores verificados para encargos pagados.</p>
    </section>
  );
}
