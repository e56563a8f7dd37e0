import type { Metadata } from "next";
import { NotFoundPage } from "../../../../components/pages/not-found-page.tsx";

// The Spanish 404: proxy.ts answers every Spanish address without a page with it (status 404), as
// app/global-not-found.tsx answers the English ones. Never a page of its own for search engines.
export const metadata: Metadata = { robots: { index: false, follow: true } };

export default function NoEncontradaPage() {
  return <NotFoundPage locale="es" />;
}
