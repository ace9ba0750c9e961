import { routesFor } from "@/config/site";
import { pageMetadata } from "@/lib/seo/metadata";

// A stand-in for the Spanish pricing page, so the seo branch tests a Spanish page with an
// English counterpart; the pricing page's own branch replaces it on merge.
export const metadata = pageMetadata({
  title: "Precios",
  description: "Planes para marcas, con prueba gratuita.",
  path: routesFor("es").pricing,
});

export default function Page() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold">Precios</h1>
      <p className="mt-4">Planes para marcas, con prueba gratuita.</p>
    </section>
  );
}
