import { knownLists } from "@/lib/not-found/known-pages";

export const dynamic = "force-static";
export const dynamicParams = false;

/** Each list's file of known pages, fetched by the 404 page when a missing path could be in it. */
const fileName = (file: string) => file.slice(file.lastIndexOf("/") + 1);

export function generateStaticParams() {
  return knownLists().map((list) => ({ file: fileName(list.file) }));
}

export async function GET(_request: Request, { params }: RouteContext<"/known-pages/[file]">) {
  const { file } = await params;
  const list = knownLists().find((candidate) => fileName(candidate.file) === file);
  if (!list) return new Response("Not found", { status: 404 });
  return Response.json(list.pages);
}
