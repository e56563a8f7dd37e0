import { notFound } from "next/navigation";

/** Any path no route claims: logged on the server, answered with the 404 page. */
export default async function UnknownPage({ params }: { params: Promise<{ unknown: string[] }> }) {
  const { unknown } = await params;
  console.warn(`[not-found] /${unknown.join("/")}`);
  notFound();
}
